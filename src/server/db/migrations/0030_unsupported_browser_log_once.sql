-- One unsupported-browser log per session, browser, version and organisation (schema/access.ts): the
-- rows logged before had no session and stay as they are.
ALTER TABLE "unsupported_browser_logs" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "unsupported_browser_logs_once_idx" ON "unsupported_browser_logs" USING btree ("session_id","browser","version",coalesce("organisation_id", 0));
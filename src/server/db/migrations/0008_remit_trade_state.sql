-- The trade of each REMIT version as data (remit/trade-state.ts) and who reported it: the latest version's trade
-- is the trade's current state, read by the sheet, the forms and the finder row; the seed writes it with every version.
ALTER TABLE "reporting_record_versions" ADD COLUMN "reported_by" integer;--> statement-breakpoint
ALTER TABLE "reporting_record_versions" ADD COLUMN "trade" jsonb;--> statement-breakpoint
ALTER TABLE "reporting_record_versions" ADD CONSTRAINT "reporting_record_versions_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "request_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_hits_key_idx" ON "request_hits" USING btree ("kind","key","at");--> statement-breakpoint
CREATE INDEX "request_hits_at_idx" ON "request_hits" USING btree ("kind","at");
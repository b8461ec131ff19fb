ALTER TABLE "problems" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "reopened_by_name" text;
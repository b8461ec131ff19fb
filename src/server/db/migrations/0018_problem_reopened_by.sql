ALTER TABLE "problems" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "reopened_by" integer;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "reopened_by_name" text;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
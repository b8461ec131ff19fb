CREATE TABLE "mifid_position_files" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"confirmed_by_user_id" integer,
	"confirmed_by_name" text,
	"confirmed_at" timestamp with time zone,
	"outgoing_document_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mifid_position_files_version_positive" CHECK ("mifid_position_files"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mifid_position_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"ref_number" integer NOT NULL,
	"position_action" text NOT NULL,
	"received" jsonb,
	"working" jsonb NOT NULL,
	"status" text,
	"version" integer DEFAULT 1 NOT NULL,
	"add_request_id" text,
	CONSTRAINT "mifid_position_records_added_has_no_received" CHECK (("mifid_position_records"."status" IS DISTINCT FROM 'Added' OR "mifid_position_records"."received" IS NULL) AND ("mifid_position_records"."received" IS NOT NULL OR "mifid_position_records"."status" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "mifid_position_files" ADD CONSTRAINT "mifid_position_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mifid_position_files" ADD CONSTRAINT "mifid_position_files_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mifid_position_files_organisation_idx" ON "mifid_position_files" USING btree ("organisation_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mifid_position_records_file_ref_idx" ON "mifid_position_records" USING btree ("file_id","ref_number");--> statement-breakpoint
CREATE UNIQUE INDEX "mifid_position_records_add_request_idx" ON "mifid_position_records" USING btree ("file_id","add_request_id") WHERE "mifid_position_records"."add_request_id" IS NOT NULL;--> statement-breakpoint
-- Written by hand: the schema's area files import only ./base, so drizzle does not know these links
-- between the MiFID tables and the reporting world; the database keeps them all the same.
ALTER TABLE "mifid_position_files" ADD CONSTRAINT "mifid_position_files_file_id_reporting_records_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."reporting_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mifid_position_files" ADD CONSTRAINT "mifid_position_files_outgoing_document_id_reporting_documents_id_fk" FOREIGN KEY ("outgoing_document_id") REFERENCES "public"."reporting_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mifid_position_records" ADD CONSTRAINT "mifid_position_records_file_id_mifid_position_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mifid_position_files"("file_id") ON DELETE cascade ON UPDATE no action;

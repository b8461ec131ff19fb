CREATE TABLE "reporting_audit_counts" (
	"record_id" integer PRIMARY KEY NOT NULL,
	"count_all" integer DEFAULT 0 NOT NULL,
	"count_without_messaging" integer DEFAULT 0 NOT NULL,
	"count_without_processing" integer DEFAULT 0 NOT NULL,
	"count_without_details" integer DEFAULT 0 NOT NULL,
	"last_occurred_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reporting_audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"severity" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"messaging_detail" boolean NOT NULL,
	"processing_detail" boolean NOT NULL,
	"position_all" integer NOT NULL,
	"position_without_messaging" integer,
	"position_without_processing" integer,
	"position_without_details" integer
);
--> statement-breakpoint
CREATE TABLE "reporting_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"record_id" integer,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_text" text,
	"content_bytes" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reporting_documents_one_content" CHECK (("reporting_documents"."content_text" IS NULL) <> ("reporting_documents"."content_bytes" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reporting_record_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action_type" text NOT NULL,
	"document_id" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"external_id" text NOT NULL,
	"state" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_audit_counts" ADD CONSTRAINT "reporting_audit_counts_record_id_reporting_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."reporting_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_audit_events" ADD CONSTRAINT "reporting_audit_events_record_id_reporting_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."reporting_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_documents" ADD CONSTRAINT "reporting_documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_documents" ADD CONSTRAINT "reporting_documents_record_id_reporting_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."reporting_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_record_versions" ADD CONSTRAINT "reporting_record_versions_record_id_reporting_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."reporting_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_record_versions" ADD CONSTRAINT "reporting_record_versions_document_id_reporting_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."reporting_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_records" ADD CONSTRAINT "reporting_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_audit_events_all_idx" ON "reporting_audit_events" USING btree ("record_id","position_all");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_audit_events_without_messaging_idx" ON "reporting_audit_events" USING btree ("record_id","position_without_messaging") WHERE "reporting_audit_events"."position_without_messaging" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_audit_events_without_processing_idx" ON "reporting_audit_events" USING btree ("record_id","position_without_processing") WHERE "reporting_audit_events"."position_without_processing" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_audit_events_without_details_idx" ON "reporting_audit_events" USING btree ("record_id","position_without_details") WHERE "reporting_audit_events"."position_without_details" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reporting_documents_record_idx" ON "reporting_documents" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "reporting_documents_organisation_idx" ON "reporting_documents" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_record_versions_record_version_idx" ON "reporting_record_versions" USING btree ("record_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_records_external_id_idx" ON "reporting_records" USING btree ("organisation_id","document_type","external_id");--> statement-breakpoint
CREATE INDEX "reporting_records_finder_idx" ON "reporting_records" USING btree ("organisation_id","document_type","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
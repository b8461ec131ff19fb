CREATE TABLE "mifid_discarded_adds" (
	"file_id" integer NOT NULL,
	"add_request_id" text NOT NULL,
	CONSTRAINT "mifid_discarded_adds_file_id_add_request_id_pk" PRIMARY KEY("file_id","add_request_id")
);
--> statement-breakpoint
ALTER TABLE "master_data_events" ADD COLUMN "entry_id" integer;--> statement-breakpoint
ALTER TABLE "master_data_events" ADD COLUMN "entry_version" integer;--> statement-breakpoint
CREATE INDEX "master_data_events_entry_idx" ON "master_data_events" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "mifid_discarded_adds" ADD CONSTRAINT "mifid_discarded_adds_file_id_mifid_position_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mifid_position_files"("file_id") ON DELETE cascade ON UPDATE no action;

CREATE TABLE "column_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer,
	"settings_key" text NOT NULL,
	"active_columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "column_settings" ADD CONSTRAINT "column_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_settings" ADD CONSTRAINT "column_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "column_settings_user_scope_idx" ON "column_settings" USING btree ("user_id",coalesce("organisation_id", 0),"settings_key");--> statement-breakpoint
CREATE INDEX "column_settings_organisation_key_idx" ON "column_settings" USING btree ("organisation_id","settings_key");
CREATE TABLE "client_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time" text NOT NULL,
	"url" text NOT NULL,
	"user_name" text,
	"selected_org" text,
	"error_name" text NOT NULL,
	"error_message" text NOT NULL,
	"error_stack" text
);
--> statement-breakpoint
CREATE TABLE "email_login_codes" (
	"user_id" integer NOT NULL,
	"attempt_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_login_codes_user_id_attempt_id_pk" PRIMARY KEY("user_id","attempt_id")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttle_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"secrets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pending_secret" text,
	"pending_created_at" timestamp with time zone,
	"last_used_step" bigint
);
--> statement-breakpoint
CREATE TABLE "unsupported_browser_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"browser" text NOT NULL,
	"version" text NOT NULL,
	"organisation_id" integer
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"second_name" text NOT NULL,
	"first_name" text NOT NULL,
	"job_title" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"contact_other" text
);
--> statement-breakpoint
CREATE TABLE "help_text_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" integer
);
--> statement-breakpoint
CREATE TABLE "help_texts" (
	"kind" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "organisation_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"target_url" text NOT NULL,
	"request_parameters" jsonb NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_error_reports" ADD CONSTRAINT "client_error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_login_codes" ADD CONSTRAINT "email_login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_states" ADD CONSTRAINT "two_factor_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsupported_browser_logs" ADD CONSTRAINT "unsupported_browser_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_text_versions" ADD CONSTRAINT "help_text_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_texts" ADD CONSTRAINT "help_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_links" ADD CONSTRAINT "reference_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_error_reports_ip_idx" ON "client_error_reports" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_history_user_id_idx" ON "password_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unsupported_browser_logs_ip_idx" ON "unsupported_browser_logs" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "contacts_organisation_second_name_idx" ON "contacts" USING btree ("organisation_id","second_name" COLLATE "und-x-icu","id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_text_versions_kind_version_idx" ON "help_text_versions" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_groups_display_name_idx" ON "organisation_groups" USING btree ("display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_links_ref_idx" ON "reference_links" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "organisations_group_idx" ON "organisations" USING btree ("organisation_group","id");--> statement-breakpoint
CREATE INDEX "organisations_display_name_sort_idx" ON "organisations" USING btree ("display_name" COLLATE "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "organisations_legal_name_sort_idx" ON "organisations" USING btree ("legal_name" COLLATE "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "organisations_eic_code_sort_idx" ON "organisations" USING btree ("eic_code" COLLATE "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "organisations_ecm_process_role_sort_idx" ON "organisations" USING btree ("ecm_process_role" COLLATE "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "organisations_err_process_role_sort_idx" ON "organisations" USING btree ("err_process_role" COLLATE "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "organisations_business_contact_sort_idx" ON "organisations" USING btree ("business_contact" COLLATE "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "organisations_technical_contact_sort_idx" ON "organisations" USING btree ("technical_contact" COLLATE "und-x-icu","id");
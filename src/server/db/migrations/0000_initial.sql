CREATE TABLE "navigation_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer,
	"group_name" text NOT NULL,
	"group_path" text NOT NULL,
	"group_order" integer NOT NULL,
	"item_name" text NOT NULL,
	"item_path" text NOT NULL,
	"item_order" integer NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"eic_code" text NOT NULL,
	"organisation_group" text NOT NULL,
	"ecm_process_role" text,
	"err_process_role" text,
	"business_contact" text,
	"technical_contact" text,
	CONSTRAINT "organisations_eic_code_unique" UNIQUE("eic_code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_organisations" (
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "user_organisations_user_id_organisation_id_pk" PRIMARY KEY("user_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"organisation_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"can_edit_help" boolean DEFAULT false NOT NULL,
	"change_password_immediately" boolean DEFAULT false NOT NULL,
	"setup_two_factor" boolean DEFAULT false NOT NULL,
	"fha_user" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"email_code_allowed" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_expires_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "navigation_entries" ADD CONSTRAINT "navigation_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organisations" ADD CONSTRAINT "user_organisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organisations" ADD CONSTRAINT "user_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "navigation_entries_organisation_id_idx" ON "navigation_entries" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
CREATE TABLE "master_data_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"retired_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "master_data_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_data_codes" ADD CONSTRAINT "master_data_codes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_data_events" ADD CONSTRAINT "master_data_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_data_events" ADD CONSTRAINT "master_data_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "master_data_codes_unique_idx" ON "master_data_codes" USING btree ("organisation_id","kind",upper("code"));--> statement-breakpoint
CREATE INDEX "master_data_events_organisation_idx" ON "master_data_events" USING btree ("organisation_id","occurred_at");--> statement-breakpoint
-- An existing world gets each organisation's own EIC and the zones its value sets offered so far.
INSERT INTO master_data_codes (organisation_id, kind, code, name, updated_at) SELECT id, 'EIC', eic_code, display_name, now() FROM organisations;--> statement-breakpoint
INSERT INTO master_data_codes (organisation_id, kind, code, name, updated_at) SELECT organisations.id, 'DELIVERY_POINT', zones.code, zones.name, now() FROM organisations CROSS JOIN (VALUES ('10Y1001A1001A82H', 'DE-LU bidding zone'), ('10YFR-RTE------C', 'France'), ('10YNL----------L', 'Netherlands'), ('10YAT-APG------L', 'Austria'), ('10YCH-SWISSGRIDZ', 'Switzerland'), ('10YPL-AREA-----S', 'Poland'), ('10YDK-1--------W', 'Denmark DK1'), ('10YES-REE------0', 'Spain'), ('37Y701133MH0000P', 'THE market area'), ('21YNL----TTF---1', 'TTF')) AS zones (code, name);
--> statement-breakpoint
-- A menu seeded before master data existed gets its entry under Settings, after Preferences.
INSERT INTO navigation_entries (organisation_id, group_name, group_path, group_order, item_name, item_path, item_order, admin_only)
SELECT organisation_id, group_name, group_path, group_order, 'Master Data', 'masterdata', item_order + 1, admin_only
FROM navigation_entries WHERE item_path = 'preferences';
--> statement-breakpoint
-- The Trader IDs and market places the existing reports name.
INSERT INTO master_data_codes (organisation_id, kind, code, name, updated_at)
SELECT DISTINCT r.organisation_id, entry.kind, entry.code, entry.code, now()
FROM reporting_records r
JOIN reporting_record_versions v ON v.record_id = r.id
CROSS JOIN LATERAL (VALUES ('TRADER', v.trade #>> '{trade,traderId}'), ('MARKET_PLACE', v.trade #>> '{trade,marketPlaceMic}')) AS entry (kind, code)
WHERE v.trade IS NOT NULL AND entry.code IS NOT NULL
ON CONFLICT DO NOTHING;

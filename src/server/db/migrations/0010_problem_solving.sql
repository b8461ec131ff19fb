CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_counts" (
	"organisation_id" integer NOT NULL,
	"category" text NOT NULL,
	"due_by" date,
	"open_count" integer NOT NULL,
	CONSTRAINT "problem_counts_group" UNIQUE NULLS NOT DISTINCT("organisation_id","category","due_by")
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"record_state" text NOT NULL,
	"external_id" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"due_by" date,
	"event_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"handled_by_name" text,
	"handled_note" text
);
--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problems_record_source_idx" ON "problems" USING btree ("record_id","source");--> statement-breakpoint
CREATE INDEX "problems_open_due_idx" ON "problems" USING btree ("organisation_id","due_by","id") WHERE "problems"."handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "problems_open_category_idx" ON "problems" USING btree ("organisation_id","category","due_by","id") WHERE "problems"."handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "problems_open_category_sort_idx" ON "problems" USING btree ("organisation_id","category","id") WHERE "problems"."handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "problems_open_since_idx" ON "problems" USING btree ("organisation_id","since","id") WHERE "problems"."handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "problems_open_external_id_idx" ON "problems" USING btree ("organisation_id","external_id" COLLATE "und-x-icu","id") WHERE "problems"."handled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_record_id_reporting_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."reporting_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- TARGET2's closing days of 2026 and 2027 besides weekends: the default calendar, which an admin may change.
INSERT INTO "holidays" ("day", "name") VALUES
  ('2026-01-01', 'New Year''s Day'), ('2026-04-03', 'Good Friday'), ('2026-04-06', 'Easter Monday'),
  ('2026-05-01', 'Labour Day'), ('2026-12-25', 'Christmas Day'), ('2026-12-26', 'Christmas Holiday'),
  ('2027-01-01', 'New Year''s Day'), ('2027-03-26', 'Good Friday'), ('2027-03-29', 'Easter Monday'),
  ('2027-05-01', 'Labour Day'), ('2027-12-25', 'Christmas Day'), ('2027-12-26', 'Christmas Holiday');--> statement-breakpoint
-- Keeps problem_counts: every statement that writes problems adds its open rows to their groups and
-- takes away the open rows it replaced or removed, in one statement that takes the groups' row locks
-- in the order of their key, so two transactions changing the same groups take turns, never deadlock.
CREATE OR REPLACE FUNCTION count_open_problems() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO problem_counts AS counts (organisation_id, category, due_by, open_count)
    SELECT organisation_id, category, due_by, count(*) FROM new_problems WHERE handled_at IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT problem_counts_group DO UPDATE SET open_count = counts.open_count + excluded.open_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO problem_counts AS counts (organisation_id, category, due_by, open_count)
    SELECT organisation_id, category, due_by, -count(*) FROM old_problems WHERE handled_at IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT problem_counts_group DO UPDATE SET open_count = counts.open_count + excluded.open_count;
  ELSE
    INSERT INTO problem_counts AS counts (organisation_id, category, due_by, open_count)
    SELECT organisation_id, category, due_by, sum(change)::int FROM (
      SELECT organisation_id, category, due_by, -1 AS change FROM old_problems WHERE handled_at IS NULL
      UNION ALL
      SELECT organisation_id, category, due_by, 1 AS change FROM new_problems WHERE handled_at IS NULL
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT problem_counts_group DO UPDATE SET open_count = counts.open_count + excluded.open_count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER problems_counts_on_insert AFTER INSERT ON problems
REFERENCING NEW TABLE AS new_problems FOR EACH STATEMENT EXECUTE FUNCTION count_open_problems();--> statement-breakpoint
CREATE TRIGGER problems_counts_on_update AFTER UPDATE ON problems
REFERENCING OLD TABLE AS old_problems NEW TABLE AS new_problems FOR EACH STATEMENT EXECUTE FUNCTION count_open_problems();--> statement-breakpoint
CREATE TRIGGER problems_counts_on_delete AFTER DELETE ON problems
REFERENCING OLD TABLE AS old_problems FOR EACH STATEMENT EXECUTE FUNCTION count_open_problems();--> statement-breakpoint
-- The first working day after a day: not a Saturday, a Sunday or a day of the holiday calendar.
CREATE OR REPLACE FUNCTION next_working_day(after date) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT min(candidate)::date
  FROM generate_series(after + 1, after + 40, interval '1 day') AS candidate
  WHERE extract(isodow FROM candidate) < 6
    AND NOT EXISTS (SELECT 1 FROM holidays WHERE holidays.day = candidate::date)
$$;--> statement-breakpoint
-- Which problem a record's state is, if any (shared/contract/problem-solving-constants.ts names them).
CREATE OR REPLACE FUNCTION problem_category(document_type text, state text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN state = 'INVALID' THEN 'INVALID_RECORD'
    WHEN document_type = 'ECM' AND state IN ('UNMATCHED', 'REJECTED') THEN 'UNMATCHED_CONFIRMATION'
    WHEN document_type IN ('ESM_INVOICE', 'ESM_NETTING') AND state = 'REJECTED' THEN 'REJECTED_SETTLEMENT'
    -- A discarded file is back as received: still to be confirmed.
    WHEN document_type = 'MIFID_POSITION_FILE' AND state IN ('RECEIVED', 'EDITING', 'DISCARDED') THEN 'UNCONFIRMED_POSITION_FILE'
    WHEN state = 'REJECTED' THEN 'REJECTED_REPORT'
  END
$$;--> statement-breakpoint
-- When a problem must be solved, counted from the day its record reached the portal (UTC). REMIT
-- (Implementing Regulation (EU) 1348/2014, Art. 7): non-standard contracts (Table 2) within one month,
-- everything else the working day after; a rejection or an invalid record within the same window. A
-- position file is confirmed the working day after it came. Confirmations, settlement documents and
-- warnings have no deadline of their own.
CREATE OR REPLACE FUNCTION problem_due_by(document_type text, category text, received date) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN category NOT IN ('REJECTED_REPORT', 'INVALID_RECORD', 'UNCONFIRMED_POSITION_FILE') THEN NULL
    WHEN document_type = 'REMIT_TABLE_2' THEN (received + interval '1 month')::date
    ELSE next_working_day(received)
  END
$$;--> statement-breakpoint
-- Keeps the state problems of the records a statement wrote: a record in a problem state has one (a
-- new state reopens it, a handled one stays handled while the state stays), any other has none. A
-- state problem tells the story of the record's open warning, which it replaces.
CREATE OR REPLACE FUNCTION derive_state_problems() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM problems
  USING changed_records
  WHERE problems.record_id = changed_records.id
    AND problems.source = 'STATE'
    AND problem_category(changed_records.document_type, changed_records.state) IS NULL;
  DELETE FROM problems
  USING changed_records
  WHERE problems.record_id = changed_records.id
    AND problems.source = 'WARNING'
    AND problems.handled_at IS NULL
    AND problem_category(changed_records.document_type, changed_records.state) IS NOT NULL;
  UPDATE problems SET external_id = changed_records.external_id
  FROM changed_records
  WHERE problems.record_id = changed_records.id AND problems.external_id <> changed_records.external_id;
  INSERT INTO problems (record_id, organisation_id, source, category, record_state, external_id, since, due_by)
  SELECT id, organisation_id, 'STATE', category, state, external_id, updated_at,
         problem_due_by(document_type, category, (created_at AT TIME ZONE 'UTC')::date)
  FROM (SELECT *, problem_category(document_type, state) AS category FROM changed_records) AS changed
  WHERE category IS NOT NULL
  ON CONFLICT (record_id, source) DO UPDATE
    SET category = excluded.category, record_state = excluded.record_state, since = excluded.since,
        due_by = excluded.due_by, version = problems.version + 1,
        handled_at = NULL, handled_by = NULL, handled_by_name = NULL, handled_note = NULL
    WHERE problems.record_state <> excluded.record_state;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reporting_records_problems_on_insert AFTER INSERT ON reporting_records
REFERENCING NEW TABLE AS changed_records FOR EACH STATEMENT EXECUTE FUNCTION derive_state_problems();--> statement-breakpoint
CREATE TRIGGER reporting_records_problems_on_update AFTER UPDATE ON reporting_records
REFERENCING NEW TABLE AS changed_records FOR EACH STATEMENT EXECUTE FUNCTION derive_state_problems();--> statement-breakpoint
-- A warning in a trail is a problem until someone marks it handled; a newer warning reopens it. A
-- record whose state is already a problem shows that instead.
CREATE OR REPLACE FUNCTION derive_warning_problems() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO problems (record_id, organisation_id, source, category, record_state, external_id, since, event_id)
  SELECT DISTINCT ON (new_events.record_id)
         new_events.record_id, records.organisation_id, 'WARNING', 'WARNING', records.state, records.external_id,
         new_events.occurred_at, new_events.id
  FROM new_events JOIN reporting_records AS records ON records.id = new_events.record_id
  WHERE new_events.severity = 'WARN'
    AND problem_category(records.document_type, records.state) IS NULL
  ORDER BY new_events.record_id, new_events.position_all DESC
  ON CONFLICT (record_id, source) DO UPDATE
    SET record_state = excluded.record_state, since = excluded.since, event_id = excluded.event_id,
        version = problems.version + 1,
        handled_at = NULL, handled_by = NULL, handled_by_name = NULL, handled_note = NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reporting_audit_events_problems_on_insert AFTER INSERT ON reporting_audit_events
REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION derive_warning_problems();--> statement-breakpoint
-- The problems of the records already there.
INSERT INTO problems (record_id, organisation_id, source, category, record_state, external_id, since, due_by)
SELECT id, organisation_id, 'STATE', category, state, external_id, updated_at,
       problem_due_by(document_type, category, (created_at AT TIME ZONE 'UTC')::date)
FROM (SELECT *, problem_category(document_type, state) AS category FROM reporting_records) AS existing
WHERE category IS NOT NULL;--> statement-breakpoint
INSERT INTO problems (record_id, organisation_id, source, category, record_state, external_id, since, event_id)
SELECT DISTINCT ON (events.record_id)
       events.record_id, records.organisation_id, 'WARNING', 'WARNING', records.state, records.external_id,
       events.occurred_at, events.id
FROM reporting_audit_events AS events JOIN reporting_records AS records ON records.id = events.record_id
WHERE events.severity = 'WARN' AND problem_category(records.document_type, records.state) IS NULL
ORDER BY events.record_id, events.position_all DESC;
--> statement-breakpoint
-- A menu seeded before the queue existed gets its entry, right below Help, for each organisation with a business menu.
INSERT INTO navigation_entries (organisation_id, group_name, group_path, group_order, item_name, item_path, item_order, admin_only)
SELECT DISTINCT organisation_id, 'Problem Solving', 'problemsolving', 2, 'Problem Solving', 'problemsolving', 0, false
FROM navigation_entries WHERE organisation_id IS NOT NULL;

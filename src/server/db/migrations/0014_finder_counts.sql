CREATE TABLE "reporting_record_counts" (
	"organisation_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"state" text NOT NULL,
	"record_count" integer NOT NULL,
	CONSTRAINT "reporting_record_counts_organisation_id_document_type_state_pk" PRIMARY KEY("organisation_id","document_type","state")
);
--> statement-breakpoint
-- Keeps reporting_record_counts: every statement that writes reporting_records adds its rows to their
-- groups and takes away the rows it replaced or removed, in one statement that takes the groups' row
-- locks in the order of their key, so two transactions changing the same groups take turns, never
-- deadlock. An update that changes no group (most do: attributes, times) writes nothing.
CREATE OR REPLACE FUNCTION count_reporting_records() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reporting_record_counts AS counts (organisation_id, document_type, state, record_count)
    SELECT organisation_id, document_type, state, count(*) FROM new_records
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organisation_id, document_type, state) DO UPDATE SET record_count = counts.record_count + excluded.record_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO reporting_record_counts AS counts (organisation_id, document_type, state, record_count)
    SELECT organisation_id, document_type, state, -count(*) FROM old_records
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organisation_id, document_type, state) DO UPDATE SET record_count = counts.record_count + excluded.record_count;
  ELSE
    INSERT INTO reporting_record_counts AS counts (organisation_id, document_type, state, record_count)
    SELECT organisation_id, document_type, state, sum(change)::int FROM (
      SELECT organisation_id, document_type, state, -1 AS change FROM old_records
      UNION ALL
      SELECT organisation_id, document_type, state, 1 AS change FROM new_records
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organisation_id, document_type, state) DO UPDATE SET record_count = counts.record_count + excluded.record_count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reporting_records_counts_on_insert AFTER INSERT ON reporting_records
REFERENCING NEW TABLE AS new_records FOR EACH STATEMENT EXECUTE FUNCTION count_reporting_records();--> statement-breakpoint
CREATE TRIGGER reporting_records_counts_on_update AFTER UPDATE ON reporting_records
REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records FOR EACH STATEMENT EXECUTE FUNCTION count_reporting_records();--> statement-breakpoint
CREATE TRIGGER reporting_records_counts_on_delete AFTER DELETE ON reporting_records
REFERENCING OLD TABLE AS old_records FOR EACH STATEMENT EXECUTE FUNCTION count_reporting_records();--> statement-breakpoint
INSERT INTO reporting_record_counts (organisation_id, document_type, state, record_count)
SELECT organisation_id, document_type, state, count(*) FROM reporting_records GROUP BY 1, 2, 3;

-- A REMIT trade reported in error (E, a logical delete) is DELETED, no longer CANCELLED as an early
-- termination (C) is: the activity report told the two apart only in its Lifecycle column, and its
-- state filter offered neither. The record counts follow through their statement triggers (0014).
UPDATE "reporting_records" AS r SET "state" = 'DELETED'
WHERE r."document_type" IN ('REMIT_TABLE_1', 'REMIT_TABLE_2')
  AND r."state" = 'CANCELLED'
  AND (SELECT v."action_type" FROM "reporting_record_versions" v WHERE v."record_id" = r."id" ORDER BY v."version" DESC LIMIT 1) = 'E';

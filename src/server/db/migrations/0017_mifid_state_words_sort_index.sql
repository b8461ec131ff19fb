-- The MiFID Position Files finder sorts its Document State by the words its grid shows ('Being edited',
-- 'Changes discarded', 'Confirmed and sent back', 'Received'), not by the codes, so ascending reads in
-- order. Its sort key is finderSortKey('state', 'MIFID_POSITION_FILE'): a CASE from the one label table
-- (mifidFileStateLabels, through finderStateLabel), spelt out here as the finder repository writes it;
-- test/api/finder-indexes.test.ts fails when the words change without a migration of this index.
CREATE INDEX IF NOT EXISTS "reporting_records_finder_mifid_state_words_idx" ON "reporting_records" USING btree ("organisation_id",((CASE "state" WHEN 'RECEIVED' THEN 'Received' WHEN 'EDITING' THEN 'Being edited' WHEN 'CONFIRMED' THEN 'Confirmed and sent back' WHEN 'DISCARDED' THEN 'Changes discarded' ELSE "state" END) COLLATE "und-x-icu"),"id") WHERE "document_type" = 'MIFID_POSITION_FILE';

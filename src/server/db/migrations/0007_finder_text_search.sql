-- The finders' text search: a trigram index over one stored text per record (schema-reporting.ts
-- searchText). pg_trgm ships with PostgreSQL (contrib) and PGlite, and is a trusted extension: the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The external id and each text value of the attributes, one per line (numbers, booleans and nulls are
-- not text to search). A function, because a generated column may only call immutable ones.
CREATE OR REPLACE FUNCTION finder_search_text(external_id text, attributes jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT external_id || coalesce(
    (SELECT string_agg(E'\n' || value, '') FROM jsonb_each_text(attributes) WHERE jsonb_typeof(attributes -> key) = 'string'),
    '')
$$;--> statement-breakpoint
ALTER TABLE "reporting_records" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(finder_search_text(external_id, attributes) COLLATE "und-x-icu")) STORED;--> statement-breakpoint
CREATE INDEX "reporting_records_search_text_idx" ON "reporting_records" USING gin ("search_text" gin_trgm_ops);
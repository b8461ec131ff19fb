-- A finder's search text with every Unicode space written as a plain one, as the search term is
-- (contract/common.ts searchTextSchema): a value or a term pasted from a web page or a PDF often
-- holds no-break or narrow spaces, and 'Énergie Rhône' typed did not find 'Énergie<NBSP>Rhône'.
-- The characters are Unicode's space separators (Zs) other than the space itself.
CREATE OR REPLACE FUNCTION finder_search_text(external_id text, attributes jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    external_id || coalesce(
      (SELECT string_agg(E'\n' || value, '') FROM jsonb_each_text(attributes) WHERE jsonb_typeof(attributes -> key) = 'string'),
      ''),
    E'\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000',
    '                ')
$$;--> statement-breakpoint
-- A stored generated column keeps what it was computed with: it is written again, and its index with it.
ALTER TABLE "reporting_records" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "reporting_records" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(finder_search_text(external_id, attributes) COLLATE "und-x-icu")) STORED;--> statement-breakpoint
CREATE INDEX "reporting_records_search_text_idx" ON "reporting_records" USING gin ("search_text" gin_trgm_ops);

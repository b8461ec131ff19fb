-- Every server keeps the contact directory's group sizes between changes (contacts/group-sizes-cache.ts).
-- A committed change to organisations or their groups, by this server, another one or an operator's SQL,
-- is announced on the channel 'directory_changes' (once per statement; PostgreSQL sends one per
-- transaction), and each server drops every size it kept.
CREATE OR REPLACE FUNCTION announce_directory_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('directory_changes', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organisations_announce_directory_change
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisations
FOR EACH STATEMENT EXECUTE FUNCTION announce_directory_change();--> statement-breakpoint
CREATE TRIGGER organisation_groups_announce_directory_change
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisation_groups
FOR EACH STATEMENT EXECUTE FUNCTION announce_directory_change();

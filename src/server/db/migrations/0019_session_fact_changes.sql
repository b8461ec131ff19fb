-- Every server keeps the facts a signed-in request needs (its session's deadlines, the user's facts and
-- memberships) for a few seconds (access/session-cache.ts). A change to any of them, by this server, another
-- one or an operator's SQL, is announced on the channel 'session_facts' when it commits: 's:' and a session
-- id, 'u:' and a user id, or '*' for everything (a TRUNCATE). Each server drops what the change touched.
CREATE OR REPLACE FUNCTION announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_facts', 's:' || OLD.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_user_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_facts', 'u:' || OLD.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_membership_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('session_facts', 'u:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('session_facts', 'u:' || NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_session_facts_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_facts', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION announce_user_change();--> statement-breakpoint
CREATE TRIGGER user_organisations_announce_change AFTER INSERT OR UPDATE OR DELETE ON user_organisations
FOR EACH ROW EXECUTE FUNCTION announce_membership_change();--> statement-breakpoint
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION announce_session_facts_truncated();--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION announce_session_facts_truncated();--> statement-breakpoint
CREATE TRIGGER user_organisations_announce_truncate AFTER TRUNCATE ON user_organisations
FOR EACH STATEMENT EXECUTE FUNCTION announce_session_facts_truncated();

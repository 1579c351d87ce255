-- A revoked session or a changed user, whoever changes it (a route, a script), tells each
-- server process to forget the sessions it remembers (docs/architecture.md#read-cache).
-- Sent at commit, once per transaction. A session's last use (touch) is not announced: a
-- process that finds its copy idle asks the database again.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('salon_read_cache', 'sessions');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change
  AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();

-- Every change to the chairs' reservations, whoever makes it (a route, the sweeper, a script),
-- tells each server process to drop the days it keeps in memory (docs/architecture.md#read-cache).
-- Sent at commit, once per transaction however many rows changed.
CREATE FUNCTION announce_slot_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('salon_read_cache', 'slots');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER slot_reservations_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON slot_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_slot_change();

ALTER TABLE "waitlist_freed_times" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
-- docs/decisions/0042-waitlist.md: a branch's own opening hours changed, or chairs added, may free
-- any of its days; recorded in the same transaction as the change, with the branch, so the
-- worker tries the days only there. The salon's settings edit the main branch (migration 0039),
-- so their change arrives here too: salon_settings no longer records a day of its own.
CREATE FUNCTION waitlist_record_opened_branch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.closed_at IS NULL
    AND (NEW.opening_hours IS DISTINCT FROM OLD.opening_hours OR NEW.chairs > OLD.chairs) THEN
    INSERT INTO waitlist_freed_times (date, branch_id) VALUES (NULL, NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER waitlist_record_opened_branch AFTER UPDATE OF opening_hours, chairs ON branches
  FOR EACH ROW EXECUTE FUNCTION waitlist_record_opened_branch();--> statement-breakpoint
DROP TRIGGER waitlist_record_opened_hours ON salon_settings;--> statement-breakpoint
-- A closure lifted frees its day at its branch (null: a closure of every branch, any branch).
CREATE OR REPLACE FUNCTION waitlist_record_opened_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO waitlist_freed_times (date, branch_id) VALUES (OLD.date, OLD.branch_id);
  RETURN NULL;
END $$;

-- docs/decisions/0047-back-office-per-branch.md: the desk may move a booking to another branch,
-- at the same time, stylist and chair number. That frees the old branch's time, so a change of
-- branch alone records a freed time too, and it names the old branch: the worker would otherwise
-- read the reservation's branch, which is now the new one (docs/decisions/0042-waitlist.md).
CREATE OR REPLACE FUNCTION waitlist_record_freed_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status NOT IN ('held', 'booked', 'blocked') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status IN ('held', 'booked', 'blocked')
    AND NEW.date = OLD.date AND NEW.starts_at = OLD.starts_at AND NEW.blocked_until >= OLD.blocked_until
    AND NEW.staff_id IS NOT DISTINCT FROM OLD.staff_id AND NEW.chair IS NOT DISTINCT FROM OLD.chair
    AND NEW.branch_id = OLD.branch_id THEN
    RETURN NULL;
  END IF;
  INSERT INTO waitlist_freed_times
    (business_id, date, starts_at, blocked_until, staff_id, reservation_id, origin_reservation_id, branch_id)
  VALUES (OLD.business_id, OLD.date, OLD.starts_at, OLD.blocked_until, OLD.staff_id, OLD.id,
          coalesce(OLD.offered_from_reservation_id, OLD.id),
          -- Only a move between branches names one: otherwise the reservation's own branch is
          -- read as before, and a removed block (a stylist's, held at every branch) frees any.
          CASE WHEN TG_OP = 'UPDATE' AND NEW.branch_id <> OLD.branch_id THEN OLD.branch_id END);
  RETURN NULL;
END $$;

ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin', 'staff'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_arrived_only_when_visited" CHECK ("appointments"."arrived_at" is null or "appointments"."status" in ('pending', 'confirmed', 'completed'));--> statement-breakpoint
-- docs/decisions/0039-staff-accounts.md: a visit that ends cancelled or as a no-show was not
-- attended, so its check-in goes, whichever code path changes the status.
CREATE FUNCTION appointments_clear_arrival() RETURNS trigger AS $$
BEGIN
  IF NEW.status IN ('cancelled', 'no-show') THEN
    NEW.arrived_at := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER appointments_clear_arrival BEFORE UPDATE OF status ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_clear_arrival();--> statement-breakpoint
-- A stylist's sign-in is a staff account, never a customer's or the owner's.
CREATE FUNCTION staff_user_is_staff() RETURNS trigger AS $$
BEGIN
  IF NEW.user_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM users WHERE id = NEW.user_id AND role = 'staff'
  ) THEN
    RAISE EXCEPTION 'staff.user_id must name a staff account' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'staff_user_is_staff';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER staff_user_is_staff BEFORE INSERT OR UPDATE OF user_id ON staff
  FOR EACH ROW EXECUTE FUNCTION staff_user_is_staff();

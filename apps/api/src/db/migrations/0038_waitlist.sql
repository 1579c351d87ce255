CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"services" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"staff_id" uuid,
	"branch_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'left')),
	CONSTRAINT "waitlist_entries_duration_check" CHECK ("waitlist_entries"."duration_minutes" between 1 and 360),
	CONSTRAINT "waitlist_entries_left_check" CHECK (("waitlist_entries"."status" = 'left') = ("waitlist_entries"."left_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "waitlist_freed_times" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_freed_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"date" date,
	"starts_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"staff_id" uuid,
	"reservation_id" uuid,
	"origin_reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"processed_at" timestamp with time zone,
	"offer_reservation_id" uuid
);
--> statement-breakpoint
CREATE TABLE "waitlist_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	CONSTRAINT "waitlist_windows_times_check" CHECK ("waitlist_windows"."from_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "waitlist_windows"."to_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "waitlist_windows"."from_time" < "waitlist_windows"."to_time")
);
--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "waitlist_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "offer_token_hash" text;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "offered_from_reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_windows" ADD CONSTRAINT "waitlist_windows_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("position") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_freed_times_pending_idx" ON "waitlist_freed_times" USING btree ("id") WHERE "waitlist_freed_times"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_windows_date_idx" ON "waitlist_windows" USING btree ("date");--> statement-breakpoint
CREATE INDEX "waitlist_windows_entry_idx" ON "waitlist_windows" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_one_offer_per_entry" ON "slot_reservations" USING btree ("waitlist_entry_id") WHERE "slot_reservations"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_offer_token_unique" ON "slot_reservations" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "slot_reservations_offered_from_idx" ON "slot_reservations" USING btree ("offered_from_reservation_id");--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_waitlist_offer_minutes" CHECK ("salon_settings"."waitlist_offer_minutes" between 10 and 30);--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_offer_check" CHECK (("slot_reservations"."waitlist_entry_id" is null) = ("slot_reservations"."offer_token_hash" is null));--> statement-breakpoint
-- docs/decisions/0042-waitlist.md: an entry has at most 5 windows. The entry's row lock makes two
-- transactions adding windows to one entry take turns, so the count cannot be raced past.
CREATE FUNCTION waitlist_windows_at_most_five() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM waitlist_entries WHERE id = NEW.entry_id FOR UPDATE;
  IF (SELECT count(*) FROM waitlist_windows WHERE entry_id = NEW.entry_id) >= 5 THEN
    RAISE EXCEPTION 'a waitlist entry has at most 5 windows'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'waitlist_windows_at_most_five';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER waitlist_windows_at_most_five BEFORE INSERT ON waitlist_windows
  FOR EACH ROW EXECUTE FUNCTION waitlist_windows_at_most_five();--> statement-breakpoint
-- Time a live reservation (held, booked, blocked) stops taking is recorded in the same
-- transaction that lets it go: a cancellation, a move, a hold released or refunded, blocked time
-- removed. The offer worker drains the rows; a crash after the commit loses none.
CREATE FUNCTION waitlist_record_freed_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status NOT IN ('held', 'booked', 'blocked') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status IN ('held', 'booked', 'blocked')
    AND NEW.date = OLD.date AND NEW.starts_at = OLD.starts_at AND NEW.blocked_until >= OLD.blocked_until
    AND NEW.staff_id IS NOT DISTINCT FROM OLD.staff_id AND NEW.chair IS NOT DISTINCT FROM OLD.chair THEN
    RETURN NULL;
  END IF;
  INSERT INTO waitlist_freed_times (date, starts_at, blocked_until, staff_id, reservation_id, origin_reservation_id)
  VALUES (OLD.date, OLD.starts_at, OLD.blocked_until, OLD.staff_id, OLD.id,
          coalesce(OLD.offered_from_reservation_id, OLD.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER waitlist_record_freed_time AFTER UPDATE OR DELETE ON slot_reservations
  FOR EACH ROW EXECUTE FUNCTION waitlist_record_freed_time();--> statement-breakpoint
-- A closure lifted frees its whole day; opening hours or chairs changed may free any day.
CREATE FUNCTION waitlist_record_opened_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'salon_closures' THEN
    INSERT INTO waitlist_freed_times (date) VALUES (OLD.date);
  ELSIF NEW.opening_hours IS DISTINCT FROM OLD.opening_hours OR NEW.capacity > OLD.capacity THEN
    INSERT INTO waitlist_freed_times (date) VALUES (NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER waitlist_record_opened_day AFTER DELETE ON salon_closures
  FOR EACH ROW EXECUTE FUNCTION waitlist_record_opened_day();--> statement-breakpoint
CREATE TRIGGER waitlist_record_opened_hours AFTER UPDATE ON salon_settings
  FOR EACH ROW EXECUTE FUNCTION waitlist_record_opened_day();

-- docs/decisions/0045-branches.md: a salon of several branches. The salon as it was becomes its
-- main branch (hours, chairs, address, phone, map link and WhatsApp from salon_settings; its fee
-- stays the salon's), which every existing row, service and stylist is backfilled with, so an
-- existing salon upgrades into one branch and nothing changes for its users.
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"map_url" text,
	"phone" text,
	"whatsapp" text,
	"lat" double precision,
	"lng" double precision,
	"opening_hours" jsonb NOT NULL,
	"chairs" integer NOT NULL,
	"booking_fee_lkr" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_name_check" CHECK (length(trim("branches"."name")) between 1 and 80),
	CONSTRAINT "branches_chairs_check" CHECK ("branches"."chairs" between 1 and 50),
	CONSTRAINT "branches_booking_fee_range" CHECK ("branches"."booking_fee_lkr" is null or "branches"."booking_fee_lkr" between 200 and 50000),
	CONSTRAINT "branches_lat_lng_check" CHECK (("branches"."lat" is null) = ("branches"."lng" is null)
      and ("branches"."lat" is null or ("branches"."lat" between -90 and 90 and "branches"."lng" between -180 and 180))),
	CONSTRAINT "branches_map_url_https" CHECK ("branches"."map_url" is null or "branches"."map_url" ~ '^https://[^[:space:][:cntrl:]<>"]+$')
);
--> statement-breakpoint
CREATE TABLE "branch_services" (
	"branch_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"price_lkr" integer,
	CONSTRAINT "branch_services_branch_id_service_id_pk" PRIMARY KEY("branch_id","service_id"),
	CONSTRAINT "branch_services_price_check" CHECK ("branch_services"."price_lkr" is null or "branch_services"."price_lkr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_branches" (
	"staff_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "staff_branches_staff_id_branch_id_pk" PRIMARY KEY("staff_id","branch_id")
);
--> statement-breakpoint
-- The main branch: the first open one by position. What a request without a branch, and a row
-- written without one, means.
CREATE FUNCTION salon_main_branch() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "branches" WHERE "closed_at" IS NULL ORDER BY "position", "created_at", "id" LIMIT 1
$$;--> statement-breakpoint
INSERT INTO "branches" ("name", "address", "map_url", "phone", "whatsapp", "opening_hours", "chairs", "position")
SELECT coalesce(nullif(left(trim("salon_name"), 80), ''), 'Salon'), "address", "map_url", "phone", "whatsapp",
  "opening_hours", "capacity", 0
FROM "salon_settings" WHERE "id" = 1;--> statement-breakpoint
-- A database without its settings row still gets its main branch, at the defaults of migration 0004.
INSERT INTO "branches" ("name", "opening_hours", "chairs", "position")
SELECT 'Salon', '[null, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}]', 3, 0
WHERE NOT EXISTS (SELECT 1 FROM "branches");--> statement-breakpoint
INSERT INTO "branch_services" ("branch_id", "service_id") SELECT salon_main_branch(), "id" FROM "services";--> statement-breakpoint
INSERT INTO "staff_branches" ("staff_id", "branch_id") SELECT "id", salon_main_branch() FROM "staff";--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "branch_travel_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_branch_travel_check" CHECK ("salon_settings"."branch_travel_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "salon_closures" DROP CONSTRAINT "salon_closures_pkey";--> statement-breakpoint
ALTER TABLE "salon_closures" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "salon_closures" ADD CONSTRAINT "salon_closures_date_branch_unique" UNIQUE NULLS NOT DISTINCT("date","branch_id");--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD COLUMN "branch_id" uuid DEFAULT salon_main_branch() NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "branch_id" uuid DEFAULT salon_main_branch() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "branch_id" uuid DEFAULT salon_main_branch() NOT NULL;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "branch_id" uuid DEFAULT salon_main_branch() NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_services_service_idx" ON "branch_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "staff_branches_branch_idx" ON "staff_branches" USING btree ("branch_id");--> statement-breakpoint
ALTER TABLE "salon_closures" ADD CONSTRAINT "salon_closures_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_id_branch_unique" ON "slot_reservations" USING btree ("id","branch_id");--> statement-breakpoint
-- A shift is worked at a branch the stylist works at; leaving a branch takes its shifts with it.
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_branch_fk" FOREIGN KEY ("staff_id", "branch_id") REFERENCES "public"."staff_branches"("staff_id", "branch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An appointment and a time block are always at their reservation's branch: a trigger copies it
-- (so code that writes no branch stays right) and a foreign key on both columns holds it.
CREATE FUNCTION salon_copy_reservation_branch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "branch_id" INTO NEW."branch_id" FROM "slot_reservations" WHERE "id" = NEW."reservation_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_branch_of_reservation" BEFORE INSERT OR UPDATE OF "reservation_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION salon_copy_reservation_branch();--> statement-breakpoint
CREATE TRIGGER "time_blocks_branch_of_reservation" BEFORE INSERT OR UPDATE OF "reservation_id" ON "time_blocks"
  FOR EACH ROW EXECUTE FUNCTION salon_copy_reservation_branch();--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reservation_branch_fk" FOREIGN KEY ("reservation_id", "branch_id") REFERENCES "public"."slot_reservations"("id", "branch_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_reservation_branch_fk" FOREIGN KEY ("reservation_id", "branch_id") REFERENCES "public"."slot_reservations"("id", "branch_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- A stylist added without a branch works at the main one; a service added is offered at every
-- open branch (the owner narrows it per branch).
CREATE FUNCTION salon_new_staff_at_main_branch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "staff_branches" ("staff_id", "branch_id") SELECT NEW."id", salon_main_branch()
    WHERE salon_main_branch() IS NOT NULL ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_works_at_main_branch" AFTER INSERT ON "staff"
  FOR EACH ROW EXECUTE FUNCTION salon_new_staff_at_main_branch();--> statement-breakpoint
CREATE FUNCTION salon_new_service_at_branches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "branch_services" ("branch_id", "service_id")
    SELECT "id", NEW."id" FROM "branches" WHERE "closed_at" IS NULL ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_offered_at_branches" AFTER INSERT ON "services"
  FOR EACH ROW EXECUTE FUNCTION salon_new_service_at_branches();--> statement-breakpoint
-- Chairs are a branch's: two live reservations overlap on one chair only at one branch. The
-- per-stylist constraint stays across branches (staff_id alone): that is the guard spanning them.
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_no_overlap"
  EXCLUDE USING gist ("branch_id" WITH =, "chair" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('held', 'booked', 'blocked'));--> statement-breakpoint
-- The travel gap (salon_settings.branch_travel_minutes): a stylist's live reservation at one
-- branch keeps that many minutes clear of their live reservations at another. Checked under the
-- stylist's lock, so two transactions at two branches cannot pass it together; refused as an
-- exclusion violation, as the constraint beside it.
CREATE FUNCTION salon_stylist_travel_gap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gap integer;
BEGIN
  SELECT "branch_travel_minutes" INTO gap FROM "salon_settings" WHERE "id" = 1;
  IF coalesce(gap, 0) = 0 THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('salon-stylist:' || NEW."staff_id"::text));
  IF EXISTS (
    SELECT 1 FROM "slot_reservations" r
    WHERE r."staff_id" = NEW."staff_id" AND r."id" <> NEW."id" AND r."branch_id" <> NEW."branch_id"
      AND r."status" IN ('held', 'booked', 'blocked')
      AND tstzrange(r."starts_at" - make_interval(mins => gap), r."blocked_until" + make_interval(mins => gap))
        && tstzrange(NEW."starts_at", NEW."blocked_until")
  ) THEN
    RAISE EXCEPTION 'stylist % needs % minutes between branches', NEW."staff_id", gap
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'slot_reservations_branch_travel';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "slot_reservations_branch_travel" BEFORE INSERT OR UPDATE OF "staff_id", "branch_id", "starts_at", "blocked_until", "status" ON "slot_reservations"
  FOR EACH ROW WHEN (NEW."staff_id" IS NOT NULL AND NEW."status" IN ('held', 'booked', 'blocked'))
  EXECUTE FUNCTION salon_stylist_travel_gap();
--> statement-breakpoint
-- Until branches have their own editor, the owner's settings page edits the main branch: a change
-- of the salon's hours, chairs or contact details is carried to it (only what changed).
CREATE FUNCTION salon_settings_to_main_branch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "branches" SET
    "opening_hours" = CASE WHEN NEW."opening_hours" IS DISTINCT FROM OLD."opening_hours" THEN NEW."opening_hours" ELSE "opening_hours" END,
    "chairs" = CASE WHEN NEW."capacity" IS DISTINCT FROM OLD."capacity" THEN NEW."capacity" ELSE "chairs" END,
    "address" = CASE WHEN NEW."address" IS DISTINCT FROM OLD."address" THEN NEW."address" ELSE "address" END,
    -- Only an https link (branches_map_url_https): a bad one stored before that rule is not carried.
    "map_url" = CASE WHEN NEW."map_url" IS DISTINCT FROM OLD."map_url"
      THEN CASE WHEN NEW."map_url" ~ '^https://[^[:space:][:cntrl:]<>"]+$' THEN NEW."map_url" END
      ELSE "map_url" END,
    "phone" = CASE WHEN NEW."phone" IS DISTINCT FROM OLD."phone" THEN NEW."phone" ELSE "phone" END,
    "whatsapp" = CASE WHEN NEW."whatsapp" IS DISTINCT FROM OLD."whatsapp" THEN NEW."whatsapp" ELSE "whatsapp" END
  WHERE "id" = salon_main_branch();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "salon_settings_edit_main_branch" AFTER UPDATE ON "salon_settings"
  FOR EACH ROW EXECUTE FUNCTION salon_settings_to_main_branch();
--> statement-breakpoint
-- A stylist's shifts at one branch never overlap; at two branches they may (the stylist is offered
-- at both, and the first booking takes them from the other: the per-stylist exclusion constraint).
ALTER TABLE "staff_shifts" DROP CONSTRAINT "staff_shifts_no_overlap";--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_no_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, "branch_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);
--> statement-breakpoint
-- Every change of the branches, what they offer and who works there, whoever makes it (a route, a
-- script, the demo seed), tells each server process to drop what it keeps of them
-- (docs/architecture.md#read-cache), as slot_reservations does (migration 0008).
CREATE FUNCTION announce_branch_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('salon_read_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER branches_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION announce_branch_change('salon');--> statement-breakpoint
CREATE TRIGGER branch_services_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branch_services
  FOR EACH STATEMENT EXECUTE FUNCTION announce_branch_change('catalogue');--> statement-breakpoint
CREATE TRIGGER staff_branches_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_branches
  FOR EACH STATEMENT EXECUTE FUNCTION announce_branch_change('staff');
--> statement-breakpoint
-- A branch closes only without bookings still to come there (pending or confirmed, or a live
-- hold): whatever closes it (a script, a later Branches page) is refused otherwise, and the
-- main branch (salon_main_branch()) moves to the next open one.
CREATE FUNCTION salon_branch_close_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "appointments" a
    WHERE a."branch_id" = NEW."id" AND a."status" IN ('pending', 'confirmed') AND a."starts_at" > now()
  ) OR EXISTS (
    SELECT 1 FROM "slot_reservations" r
    WHERE r."branch_id" = NEW."id" AND r."status" = 'held' AND r."hold_expires_at" > now()
  ) THEN
    RAISE EXCEPTION 'branch % has bookings to come', NEW."id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'branches_close_without_future_bookings';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "branches_close_without_future_bookings" BEFORE UPDATE OF "closed_at" ON "branches"
  FOR EACH ROW WHEN (OLD."closed_at" IS NULL AND NEW."closed_at" IS NOT NULL)
  EXECUTE FUNCTION salon_branch_close_check();
--> statement-breakpoint
-- A waitlist entry's branch (docs/decisions/0042-waitlist.md): entries made before branches
-- named none that exists, so they wait at any branch.
UPDATE "waitlist_entries" SET "branch_id" = NULL WHERE "branch_id" IS NOT NULL AND "branch_id" NOT IN (SELECT "id" FROM "branches");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;

-- The last line of defence for capacity (docs/architecture.md#availability): two live reservations of
-- one chair can never overlap in time, even if the application's own check errs.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_no_overlap"
  EXCLUDE USING gist ("chair" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('held', 'booked'));
--> statement-breakpoint
INSERT INTO "salon_settings" ("id", "opening_hours", "capacity", "slot_step_minutes", "buffer_minutes", "lead_time_minutes", "horizon_days")
VALUES (1, '[null, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}, {"open":"09:00","close":"19:00"}]', 3, 30, 0, 60, 60)
ON CONFLICT ("id") DO NOTHING;

ALTER TABLE "appointment_moves" ADD COLUMN "moved_as" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_move_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 27: who made the moves already recorded. The customer themselves, else the owner or a
-- stylist by their role; a move whose sign-in is gone stays the customer's, as it counted before.
UPDATE "appointment_moves" AS "m" SET "moved_as" = CASE
    WHEN "m"."moved_by" = "a"."user_id" THEN 'customer'
    WHEN "u"."role" = 'admin' THEN 'owner'
    WHEN "u"."role" = 'staff' THEN 'staff'
    ELSE 'customer' END
  FROM "appointments" AS "a", "users" AS "u"
  WHERE "a"."id" = "m"."appointment_id" AND "u"."id" = "m"."moved_by";--> statement-breakpoint
-- Every move counted so far, less those the salon made: moves older than their records were the customer's.
UPDATE "appointments" SET "customer_move_count" = GREATEST(0, "reschedule_count" - (
    SELECT count(*) FROM "appointment_moves" AS "m"
    WHERE "m"."appointment_id" = "appointments"."id" AND "m"."moved_as" <> 'customer'));--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_moved_as_check" CHECK ("appointment_moves"."moved_as" in ('customer', 'owner', 'staff'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_moves_check" CHECK ("appointments"."customer_move_count" between 0 and "appointments"."reschedule_count");
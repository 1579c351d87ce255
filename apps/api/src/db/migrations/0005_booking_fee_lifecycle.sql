-- docs/decisions/0006-booking-fee-lifecycle.md: a hold ends booked, released or refunded;
-- refunded is final, and a refund owed is recorded before the provider is called.
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_status_check";
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_status_check" CHECK ("slot_reservations"."status" in ('held', 'booked', 'released', 'refunded'));
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "refund_id" text;
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "refund_reason" text;
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_refund_reason_check" CHECK ("slot_reservations"."refund_reason" in ('slot_gone', 'provider_refund'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_requested_at" timestamp with time zone;
--> statement-breakpoint
-- Before one-hold-per-customer holds: keep each customer's newest hold, release the others.
UPDATE "slot_reservations" SET "status" = 'released'
WHERE "status" = 'held'
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id") "id" FROM "slot_reservations"
    WHERE "status" = 'held'
    ORDER BY "user_id", "created_at" DESC
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_one_hold_per_user" ON "slot_reservations" USING btree ("user_id") WHERE "slot_reservations"."status" = 'held';
--> statement-breakpoint
CREATE INDEX "slot_reservations_user_created_idx" ON "slot_reservations" USING btree ("user_id","created_at");
--> statement-breakpoint
-- Cancelled bookings still owed a refund, for the sweep to retry.
CREATE INDEX "appointments_refund_due_idx" ON "appointments" USING btree ("refund_requested_at") WHERE "appointments"."refund_requested_at" IS NOT NULL AND "appointments"."refund_id" IS NULL;

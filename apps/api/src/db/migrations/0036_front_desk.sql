CREATE TABLE "time_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_blocks_reservation_unique" UNIQUE("reservation_id")
);
--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "payment_intent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_reservations" ALTER COLUMN "chair" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "fee_settlement" text;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_reservation_id_slot_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."slot_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_source_check" CHECK (("appointments"."source" = 'online' and "appointments"."payment_intent_id" is not null and "appointments"."fee_settlement" is null)
        or ("appointments"."source" = 'front-desk' and "appointments"."payment_intent_id" is null
          and "appointments"."fee_settlement" in ('paid-at-desk', 'waived', 'due-at-desk')));--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_chair_check" CHECK ("slot_reservations"."chair" is not null or ("slot_reservations"."status" = 'blocked' and "slot_reservations"."staff_id" is not null));--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_status_check" CHECK ("slot_reservations"."status" in ('held', 'booked', 'released', 'refunded', 'blocked'));--> statement-breakpoint
-- docs/decisions/0040-front-desk.md: blocked time holds its chair or stylist like a booking, so
-- both exclusion constraints count it; a stylist's block has no chair and the chair constraint
-- (chair = chair) never matches a null.
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_no_overlap"
  EXCLUDE USING gist ("chair" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('held', 'booked', 'blocked'));--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_no_staff_overlap";--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_no_staff_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('held', 'booked', 'blocked') AND "staff_id" IS NOT NULL);

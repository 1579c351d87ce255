ALTER TABLE "slot_reservations" ADD COLUMN "payment_pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "needs_owner_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "needs_owner_reason" text;--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" ADD COLUMN "needs_owner_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_needs_owner_check" CHECK (("slot_reservations"."needs_owner_at" is null) = ("slot_reservations"."needs_owner_reason" is null)
        and ("slot_reservations"."needs_owner_reason" is null or "slot_reservations"."needs_owner_reason" in ('refund_refused', 'payment_unsettled'))
        and ("slot_reservations"."needs_owner_reason" is distinct from 'refund_refused' or "slot_reservations"."status" = 'refunded'));--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" ADD CONSTRAINT "payhere_duplicate_payments_needs_owner_check" CHECK ("payhere_duplicate_payments"."needs_owner_at" is null or "payhere_duplicate_payments"."refund_id" is null);
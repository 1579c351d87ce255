ALTER TABLE "services" ADD COLUMN "bookable_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "fee_deducted_at_salon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "notes" text;
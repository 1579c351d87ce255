-- The booking fee becomes the owner's setting (docs/product.md#9): every salon keeps LKR 1000 until its owner
-- changes it; holds already started keep the fee stored with them (slot_reservations.booking_fee_lkr).
ALTER TABLE "salon_settings" ADD COLUMN "booking_fee_lkr" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_booking_fee_range" CHECK ("salon_settings"."booking_fee_lkr" between 200 and 50000);
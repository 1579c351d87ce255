CREATE TABLE "salon_closures" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "salon_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"slot_step_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"lead_time_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_settings_single_row" CHECK ("salon_settings"."id" = 1),
	CONSTRAINT "salon_settings_capacity_check" CHECK ("salon_settings"."capacity" between 1 and 50),
	CONSTRAINT "salon_settings_step_check" CHECK ("salon_settings"."slot_step_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"services" jsonb NOT NULL,
	"special_offer" jsonb,
	"services_total_lkr" integer NOT NULL,
	"appointment_fee_lkr" integer NOT NULL,
	"payment_intent_id" text NOT NULL,
	"refund_id" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show'))
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"chair" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"services" jsonb NOT NULL,
	"special_offer" jsonb,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_reservations_status_check" CHECK ("slot_reservations"."status" in ('held', 'booked', 'released')),
	CONSTRAINT "slot_reservations_range_check" CHECK ("slot_reservations"."starts_at" < "slot_reservations"."ends_at" and "slot_reservations"."ends_at" <= "slot_reservations"."blocked_until")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text,
	"refund_id" text,
	"last_error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reservation_id_slot_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."slot_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_reference_unique" ON "appointments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_payment_intent_unique" ON "appointments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "slot_reservations_date_idx" ON "slot_reservations" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_payment_intent_unique" ON "slot_reservations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_idempotency_unique" ON "sandbox_payment_intents" USING btree ("idempotency_key");
CREATE TABLE "appointment_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"refunded" boolean,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "salon_name" text DEFAULT 'Salon' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_status_changes_appointment_idx" ON "appointment_status_changes" USING btree ("appointment_id","changed_at");--> statement-breakpoint
-- Appointments booked before the history existed start it with their present status.
INSERT INTO "appointment_status_changes" ("appointment_id", "from_status", "to_status", "changed_at")
SELECT "id", NULL, "status", "created_at" FROM "appointments";

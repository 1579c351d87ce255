CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"bio" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_name_check" CHECK (length(trim("staff"."name")) between 1 and 80),
	CONSTRAINT "staff_bio_check" CHECK (length("staff"."bio") <= 600)
);
--> statement-breakpoint
CREATE TABLE "staff_services" (
	"staff_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"price_lkr" integer,
	"duration_minutes" integer,
	CONSTRAINT "staff_services_staff_id_service_id_pk" PRIMARY KEY("staff_id","service_id"),
	CONSTRAINT "staff_services_price_check" CHECK ("staff_services"."price_lkr" is null or "staff_services"."price_lkr" >= 0),
	CONSTRAINT "staff_services_duration_check" CHECK ("staff_services"."duration_minutes" is null or "staff_services"."duration_minutes" between 5 and 720)
);
--> statement-breakpoint
CREATE TABLE "staff_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "staff_shifts_weekday_check" CHECK ("staff_shifts"."weekday" between 0 and 6),
	CONSTRAINT "staff_shifts_range_check" CHECK ("staff_shifts"."start_minute" >= 0 and "staff_shifts"."start_minute" < "staff_shifts"."end_minute" and "staff_shifts"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "staff_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "staff_time_off_range_check" CHECK ("staff_time_off"."starts_at" < "staff_time_off"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_unique" ON "staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_services_service_idx" ON "staff_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "staff_shifts_staff_idx" ON "staff_shifts" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_time_off_staff_idx" ON "staff_time_off" USING btree ("staff_id","starts_at");--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_reservations_staff_date_idx" ON "slot_reservations" USING btree ("staff_id","date");--> statement-breakpoint
-- docs/decisions/0036-stylists.md: one stylist's live reservations never overlap, holds included,
-- whatever the code does; beside the per-chair constraint of migration 0004.
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_no_staff_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('held', 'booked') AND "staff_id" IS NOT NULL);--> statement-breakpoint
-- One stylist's shifts of a weekday never overlap: breaks are the gaps between them.
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_no_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);

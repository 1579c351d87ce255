CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"address" text,
	"language" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_registrations_attempts_check" CHECK ("pending_registrations"."attempts" >= 0),
	CONSTRAINT "pending_registrations_email_lower_check" CHECK ("pending_registrations"."email" = lower("pending_registrations"."email")),
	CONSTRAINT "pending_registrations_email_one_address" CHECK ("pending_registrations"."email" ~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$'),
	CONSTRAINT "pending_registrations_name_one_line" CHECK ("pending_registrations"."name" !~ '[[:cntrl:]]'),
	CONSTRAINT "pending_registrations_language_check" CHECK (language in ('en', 'si', 'ta'))
);
--> statement-breakpoint
ALTER TABLE "registration_decoys" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "pending_registrations_sent_at_idx" ON "pending_registrations" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "registration_decoys_sent_at_idx" ON "registration_decoys" USING btree ("sent_at");--> statement-breakpoint
-- Accounts whose address is a list, made before 0023's one-address rule
-- (docs/decisions/0022-pending-registrations.md). Unverified ones holding no appointment and no
-- hold were never anyone's proven account: they go, with what cascades from them.
DELETE FROM "users" WHERE "email" !~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$'
  AND NOT "is_verified"
  AND NOT EXISTS (SELECT 1 FROM "appointments" WHERE "appointments"."user_id" = "users"."id")
  AND NOT EXISTS (SELECT 1 FROM "slot_reservations" WHERE "slot_reservations"."user_id" = "users"."id");--> statement-breakpoint
-- The others keep their account, appointments and phone, but the list is replaced by an address
-- in the reserved .invalid domain that no mail can reach, so nothing is ever sent to the list;
-- the salon still has their name and phone.
UPDATE "users" SET "email" = 'list-' || "id" || '@address-removed.invalid', "updated_at" = now()
  WHERE "email" !~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$'; --> statement-breakpoint
-- Every row now holds one address: the rule of 0023 holds for all of them, not just new ones.
ALTER TABLE "users" VALIDATE CONSTRAINT "users_email_one_address";

CREATE TABLE "phone_confirmation_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" ADD CONSTRAINT "phone_confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_confirmation_codes_user_idx" ON "phone_confirmation_codes" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "phone_confirmation_codes_phone_idx" ON "phone_confirmation_codes" USING btree ("phone","sent_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_confirmed_has_phone" CHECK ("users"."phone_confirmed_at" is null or "users"."phone" is not null);--> statement-breakpoint
-- A confirmation belongs to the number it was made for (docs/architecture.md#phone-confirmation):
-- whichever code path changes the phone (profile, admin edit, Google sign-in, a reset that drops
-- a registrant's details, a script), the database clears it, so no path can forget to.
CREATE FUNCTION users_phone_change_unconfirms() RETURNS trigger AS $$
BEGIN
  IF NEW.phone IS DISTINCT FROM OLD.phone THEN
    NEW.phone_confirmed_at := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_phone_change_unconfirms
  BEFORE UPDATE OF phone ON users
  FOR EACH ROW EXECUTE FUNCTION users_phone_change_unconfirms();

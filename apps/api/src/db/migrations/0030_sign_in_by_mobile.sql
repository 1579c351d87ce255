CREATE TABLE "phone_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_sign_in_codes_phone_idx" ON "phone_sign_in_codes" USING btree ("phone","sent_at");--> statement-breakpoint
-- One confirmed number is one account (docs/decisions/0029-sign-in-by-mobile.md). Where two
-- accounts confirmed the same number before this rule, the first to confirm keeps it and the
-- others go back to unconfirmed (they can confirm again once the number is theirs alone).
UPDATE "users" SET "phone_confirmed_at" = NULL
WHERE "phone_confirmed_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "users" AS "earlier"
  WHERE "earlier"."phone" = "users"."phone" AND "earlier"."phone_confirmed_at" IS NOT NULL
    AND ("earlier"."phone_confirmed_at", "earlier"."id") < ("users"."phone_confirmed_at", "users"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_confirmed_phone" CHECK ("users"."email" is not null or "users"."phone_confirmed_at" is not null);
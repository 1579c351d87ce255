-- Names saved before the one-line rule (docs/product.md#5) keep their words, with spaces for the breaks.
UPDATE "users" SET "name" = btrim(regexp_replace("name", '[[:cntrl:]]+', ' ', 'g')) WHERE "name" ~ '[[:cntrl:]]';--> statement-breakpoint
-- A map link that is not a clean https link is dropped; the owner sets it again.
UPDATE "salon_settings" SET "map_url" = NULL WHERE "map_url" !~ '^https://[^[:space:][:cntrl:]<>"]+$';--> statement-breakpoint
-- A notice address that is a list goes back to "every admin" until the owner sets one again.
UPDATE "salon_settings" SET "email" = NULL WHERE "email" !~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_one_line" CHECK ("users"."name" !~ '[[:cntrl:]]');--> statement-breakpoint
-- NOT VALID: every new or changed row is checked; an account made with a list before the rule
-- must not stop the migration (it cannot sign in any more, since sign-in takes one address).
ALTER TABLE "users" ADD CONSTRAINT "users_email_one_address" CHECK ("users"."email" ~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$') NOT VALID;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_email_one_address" CHECK ("salon_settings"."email" is null or "salon_settings"."email" ~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$');--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_map_url_https" CHECK ("salon_settings"."map_url" is null or "salon_settings"."map_url" ~ '^https://[^[:space:][:cntrl:]<>"]+$');

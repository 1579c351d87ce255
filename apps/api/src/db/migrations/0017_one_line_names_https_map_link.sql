-- Names saved before the one-line rule (docs/product.md#5) keep their words, with spaces for the breaks.
UPDATE "users" SET "name" = btrim(regexp_replace("name", '[[:cntrl:]]+', ' ', 'g')) WHERE "name" ~ '[[:cntrl:]]';--> statement-breakpoint
-- A map link that is not a clean https link is dropped; the owner sets it again.
UPDATE "salon_settings" SET "map_url" = NULL WHERE "map_url" !~ '^https://[^[:space:][:cntrl:]<>"]+$';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_one_line" CHECK ("users"."name" !~ '[[:cntrl:]]');--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_map_url_https" CHECK ("salon_settings"."map_url" is null or "salon_settings"."map_url" ~ '^https://[^[:space:][:cntrl:]<>"]+$');

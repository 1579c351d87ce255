-- Customers' phones are stored as E.164 from now on (docs/architecture.md#phones); the app reads
-- them back in the local form, so answers and screens do not change. Only numbers written the
-- way registration requires (0 and nine digits) are converted: their meaning is certain. Any
-- other text (an old profile's "077-123-4567", a foreign number) stays as it was, since SQL cannot
-- tell a real Sri Lankan number from a typo; the next profile save stores it through the server's
-- check. The salon's own phone (salon_settings) is read through the same parser and is left as typed.
UPDATE "users" SET "phone" = '+94' || substr("phone", 2) WHERE "phone" ~ '^0[0-9]{9}$';

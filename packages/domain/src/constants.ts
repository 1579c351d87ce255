/** Business constants of docs/product.md#9. */
/**
 * The booking fee is the owner's setting (`salon_settings.booking_fee_lkr`, docs/product.md#9);
 * this is only the value a new salon starts with. Read the fee from the settings, never from here.
 */
export const DEFAULT_BOOKING_FEE_LKR = 1000;
/**
 * The fee the owner may set: card gateways refuse tiny charges (Stripe's minimum is about USD
 * 0.50) and a fee far above a visit's price is a typo (docs/decisions/0023-booking-fee-setting.md).
 * The database holds the same bounds (check `salon_settings_booking_fee_range`).
 */
export const BOOKING_FEE_MIN_LKR = 200;
export const BOOKING_FEE_MAX_LKR = 50_000;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;
export const DEFAULT_SERVICE_MINUTES = 30;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** docs/product.md#2.11: a customer moves an appointment at most this often, and only this far ahead. */
export const MAX_RESCHEDULES = 2;
export const RESCHEDULE_MIN_NOTICE_HOURS = 24;
/** docs/product.md#2.10: the longest note a customer leaves for the salon. */
export const BOOKING_NOTE_MAX_LENGTH = 500;

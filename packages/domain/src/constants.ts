/** Business constants of docs/product.md#9. */
export const BOOKING_FEE_LKR = 1000;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;
export const DEFAULT_SERVICE_MINUTES = 30;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** docs/product.md#2.11: a customer moves an appointment at most this often, and only this far ahead. */
export const MAX_RESCHEDULES = 2;
export const RESCHEDULE_MIN_NOTICE_HOURS = 24;
/** docs/product.md#2.10: the longest note a customer leaves for the salon. */
export const BOOKING_NOTE_MAX_LENGTH = 500;

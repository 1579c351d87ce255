/** Business constants of docs/product.md#9. */
export const BOOKING_FEE_LKR = 1000;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;
export const DEFAULT_SERVICE_MINUTES = 30;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

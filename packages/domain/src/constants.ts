/** Business constants of spec section 9. */
export const BOOKING_FEE_LKR = 1000;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;
export const SESSION_EXPIRED_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 3000;
export const PASSWORD_BANNER_MS = 3000;
export const CART_BUMP_MS = 300;
export const TOAST_DURATION_MS = 4000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const APPOINTMENT_CACHE_MS = 300_000;
export const DEFAULT_SERVICE_MINUTES = 30;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** How long the web app waits, shows or animates things; none of these is a business rule. */
export const SESSION_EXPIRED_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 3000;
export const PASSWORD_BANNER_MS = 3000;
export const CART_BUMP_MS = 300;
export const TOAST_DURATION_MS = 4000;
// A toast carrying a button (View cart) stays longer: reaching it by keyboard or a slow pointer takes time.
export const ACTION_TOAST_DURATION_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const APPOINTMENT_CACHE_MS = 300_000;

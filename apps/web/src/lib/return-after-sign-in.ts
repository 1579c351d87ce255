/**
 * Where a visitor sent to sign in was going: a protected page, the page a session ran out on, or
 * a Book Now / Book This Offer to finish (docs/product.md#2.1). Kept in the tab's sessionStorage, so it survives the trip
 * through registration and e-mail verification but not the tab, and only for half an hour:
 * a sign-in much later is a fresh visit and goes to the usual place.
 */
const KEY = 'salon.returnAfterSignIn';
const LIFETIME_MS = 30 * 60_000;
// The sign-in pages themselves are never a place to come back to.
const NOT_A_DESTINATION = /^\/(login|register|verify-email|forgot-password|reset-password|admin)\b/;

export function rememberReturn(path: string) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the visitor simply lands on the usual page.
  }
}

/** The remembered place, once: reading it forgets it. Only paths of this site are returned. */
export function takeReturn(): string | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    window.sessionStorage.removeItem(KEY);
  } catch {
    return undefined;
  }
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { path, at } = saved as { path?: unknown; at?: unknown };
  if (typeof path !== 'string' || typeof at !== 'number' || Date.now() - at > LIFETIME_MS) return undefined;
  // Same-site paths only: "//evil.example" or "https://..." would leave the site.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  if (NOT_A_DESTINATION.test(path)) return undefined;
  return path;
}

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

// The lists whose filters live in the address (features/catalogue: `?category=hair`).
const FILTERED_LISTS = ['/services'];

/**
 * A visitor who leaves a filtered list for Login or Register comes back to the same filtered
 * list once signed in or verified, not to the usual landing page. An unfiltered list, or any other
 * page, leaves the usual landing (and whatever an interrupted action remembered) alone.
 */
export function rememberFilteredList({ pathname, search }: { pathname: string; search: string }) {
  if (!FILTERED_LISTS.includes(pathname) || new URLSearchParams(search).toString() === '') return;
  rememberReturn(pathname + search);
}

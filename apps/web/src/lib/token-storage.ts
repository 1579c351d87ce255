import { SIGNED_IN_HINT_COOKIE } from '@salon/contracts';

/** docs/product.md#3: the bearer token lives in localStorage under the key `token`. */
const TOKEN_KEY = 'token';

// The hint lets a signed-in customer see nothing until their session is loaded, not a page
// rendered for a signed-out visitor (docs/architecture.md#page-rendering).
const HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function setSignedInHint(signedIn: boolean): void {
  try {
    document.cookie = signedIn
      ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${HINT_MAX_AGE_SECONDS}; SameSite=Lax`
      : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Without cookies the server renders the signed-out page, which the app then replaces.
  }
}

// Storage can throw (private mode, blocked cookies, no window while rendering on the
// server); a missing token is the safe answer.
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  setSignedInHint(true);
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // The session still works for this tab through the in-memory user.
  }
}

export function removeToken(): void {
  setSignedInHint(false);
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Keeps the hint in step with storage for tokens stored before the hint existed. */
export function syncSignedInHint(): void {
  setSignedInHint(readToken() !== null);
}

/** docs/product.md#3: the bearer token lives in localStorage under the key `token`. */
const TOKEN_KEY = 'token';

// Storage can throw (private mode, blocked cookies); a missing token is the safe answer.
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // The session still works for this tab through the in-memory user.
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

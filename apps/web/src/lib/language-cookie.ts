import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, languageFromCookies } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { apiRequest } from './api-client.ts';
import { readToken } from './token-storage.ts';

/**
 * The remembered choice (docs/architecture.md#languages), loaded only by the bare shell and by
 * the switch. Reading document.cookie is a "DocumentCookie" issue in Chrome's Issues panel,
 * which Lighthouse's best practices count: the browser asks the Cookie Store API where it has one.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hasCookieStore = () => typeof window !== 'undefined' && 'cookieStore' in window;

export const readLanguageCookie = (): Language =>
  typeof document === 'undefined' ? DEFAULT_LANGUAGE : languageFromCookies(document.cookie);

export async function readRememberedLanguage(): Promise<Language> {
  if (!hasCookieStore()) return readLanguageCookie();
  const cookie = await window.cookieStore.get(LANGUAGE_COOKIE).catch(() => null);
  return isLanguage(cookie?.value) ? cookie.value : DEFAULT_LANGUAGE;
}

export async function writeLanguageCookie(language: Language): Promise<void> {
  if (!hasCookieStore()) {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
    return;
  }
  await window.cookieStore
    .set({
      name: LANGUAGE_COOKIE,
      value: language,
      path: '/',
      expires: Date.now() + ONE_YEAR_SECONDS * 1000,
      sameSite: 'lax',
    })
    .catch(() => undefined);
}

/**
 * The switch's choice: the cookie, and for a signed-in customer the server too, which sends
 * their mails and SMS later in that language. The screen never waits for the server, and a
 * failed call leaves the choice on screen as it is.
 */
export async function rememberLanguage(language: Language): Promise<void> {
  if (readToken())
    void apiRequest('/api/users/language', {
      method: 'PUT',
      body: { language },
      schema: { parse: () => undefined },
      notifyUnauthorized: false,
    }).catch(() => undefined);
  await writeLanguageCookie(language);
}

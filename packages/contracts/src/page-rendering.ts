/**
 * A cookie that only says "this browser holds a session token" (never the token). The server
 * then sends the bare app shell instead of a page rendered for a signed-out visitor
 * (docs/architecture.md#page-rendering).
 */
export const SIGNED_IN_HINT_COOKIE = 'salon_signed_in';

/** The element of a server-rendered page holding the query cache it was rendered from, as JSON. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * Paths that are sections of the home page (docs/product.md#2.2): the server answers them with
 * a permanent redirect and the browser's router does the same for in-app links.
 */
export const HOME_SECTION_REDIRECTS: Readonly<Record<string, string>> = {
  '/about': '/#about',
  '/contact': '/#contact',
};

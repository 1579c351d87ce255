/** The longest link the salon's settings keep, in its canonical (percent-encoded) form. */
export const HTTPS_LINK_MAX = 500;

/**
 * The link in the form the salon stores and answers: parsed by the URL standard's parser and
 * written back by it, so characters such as `<` arrive percent-encoded. Undefined unless it is an
 * https link to a named host, since public pages put it in an href (a `javascript:` link would run
 * in a visitor's browser).
 */
export function canonicalHttpsLink(value: string): string | undefined {
  if (/[\s\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password)
    return undefined;
  return url.href.length <= HTTPS_LINK_MAX ? url.href : undefined;
}

/**
 * Where "Directions" and the confirmation mail's map link lead: the owner's https map link, else
 * a map search for the salon's address; undefined with neither.
 */
export function salonMapsHref(mapUrl: string | null | undefined, address: string | null | undefined) {
  const link = mapUrl ? canonicalHttpsLink(mapUrl) : undefined;
  if (link) return link;
  return address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, Sri Lanka`)}`
    : undefined;
}

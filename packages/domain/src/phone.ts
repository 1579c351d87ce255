/**
 * A Sri Lankan number as people type it, in its local form (0 and nine digits), or undefined.
 * Spaces, dashes, dots and brackets are dropped, and the country code (+94, 0094 or 94, with or
 * without the trunk 0 after it) becomes the leading 0: '077 123 4567', '+94 77 123 4567',
 * '0094-77-123-4567' and '94771234567' all read '0771234567' (docs/architecture.md#phones).
 * Whether the number really exists is the server's check (libphonenumber-js).
 */
export function toLocalSriLankaPhone(typed: string): string | undefined {
  const compact = typed.replace(/[\s\-.()]/g, '');
  const national = /^(?:\+|00)?94(0?\d{9})$/.exec(compact)?.[1];
  const local = national === undefined ? compact : national.startsWith('0') ? national : `0${national}`;
  return /^0\d{9}$/.test(local) ? local : undefined;
}

/** Registration rule: a Sri Lankan number as people type it (see toLocalSriLankaPhone). */
export function isValidRegistrationPhone(phone: string): boolean {
  return toLocalSriLankaPhone(phone) !== undefined;
}

/**
 * Profile rule: the registration's, so a number the customer registered with ('+94 77 123 4567')
 * is not refused when they edit their profile.
 */
export function isValidProfilePhone(phone: string): boolean {
  return toLocalSriLankaPhone(phone) !== undefined;
}

import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PhoneNumber } from 'libphonenumber-js/max';
import { BadRequestError } from '../lib/errors.ts';

/**
 * Sri Lankan phone numbers on the server (docs/architecture.md#phones). The full ("max")
 * metadata knows which number ranges exist and which are mobiles; it stays on the server, since
 * the browser's first load has no room for it and keeps only the 0 + 9 digits check.
 */
const REGION = 'LK';

/** The number, or undefined unless it is a real Sri Lankan one (0771234567, +94 77 123 4567, 011-234-5678). */
function parseSriLankaPhone(phone: string): PhoneNumber | undefined {
  const parsed = parsePhoneNumberFromString(phone, REGION);
  return parsed?.country === REGION && parsed.isValid() ? parsed : undefined;
}

export function isValidSriLankaPhone(phone: string): boolean {
  return parseSriLankaPhone(phone) !== undefined;
}

/**
 * Refuses a number that passed the contract's format rule but is no real Sri Lankan number
 * (0000000000), with that rule's own message on the phone field, as a schema failure would.
 */
export function assertSriLankaPhone(phone: string, message: string): void {
  if (!isValidSriLankaPhone(phone))
    throw new BadRequestError(message, { issues: [{ path: '/phone', message }] });
}

/**
 * A real Sri Lankan number in its international form ('+94 77 123 4567'), as people read it and
 * as wa.me takes it once the spaces and + are gone; undefined for anything else.
 */
export function toInternationalSriLankaPhone(phone: string): string | undefined {
  return parseSriLankaPhone(phone)?.formatInternational();
}

/** What is stored: E.164 (+94771234567) for a real Sri Lankan number, anything else as given. */
export function toStoredPhone(phone: string): string {
  return parseSriLankaPhone(phone)?.number ?? phone;
}

/**
 * What people read: the local form the customer typed (0771234567) for a stored +94 number. By
 * shape alone, so a number the migration converted reads as before even if it is not a real one.
 */
export function toLocalPhone(stored: string): string {
  return /^\+94\d{9}$/.test(stored) ? `0${stored.slice(3)}` : stored;
}

/** E.164 of a number that can receive a text (a mobile), else undefined: landlines and anything unreadable get none. */
export function toSriLankaMobileE164(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const parsed = parseSriLankaPhone(phone);
  const type = parsed?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed?.number : undefined;
}

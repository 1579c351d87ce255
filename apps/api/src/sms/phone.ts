/**
 * A Sri Lankan mobile number as E.164 (+94 and nine digits starting with 7), from what the
 * customer typed (0771234567, +94 77 123 4567, 0094771234567); undefined when no SMS can
 * reach it (empty, a landline, anything else). Stored phones stay as typed: this runs only
 * when sending.
 */
export function toSriLankaMobileE164(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const compact = phone.replace(/[\s().-]/g, '');
  const national = /^(?:\+94|0094|94|0)(7\d{8})$/.exec(compact)?.[1];
  return national ? `+94${national}` : undefined;
}

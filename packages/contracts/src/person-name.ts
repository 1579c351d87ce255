import { z } from 'zod';
import { validationMessages as m } from './messages.ts';

// Any C0/C1 control (line feed and carriage return included), format characters such as
// right-to-left overrides, and Unicode's line and paragraph separators. A name is printed on its
// own line in the salon's mails; a line break in it would forge the lines that follow.
const NAME_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

// Zero-width joiners are format characters too, but Sinhala and Tamil spelling needs them.
const ALLOWED_FORMAT = /[\u200C\u200D]/u;

/** Whether a name has a character that breaks a line or hides text. */
export function hasForbiddenNameCharacter(name: string): boolean {
  return [...name].some((c) => NAME_FORBIDDEN.test(c) && !ALLOWED_FORMAT.test(c));
}

/** A person's full name: registration, profile and admin accounts (docs/product.md#5). */
export const personNameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(100)
  .refine((name) => !hasForbiddenNameCharacter(name), m.nameControlCharacters);

/**
 * A name from elsewhere (Google's profile) in the form this schema accepts: forbidden characters
 * become spaces, runs of spaces one, at most 100 characters. Empty when nothing is left.
 */
export function toOneLineName(name: string): string {
  const kept = [...name].map((c) => (ALLOWED_FORMAT.test(c) || !NAME_FORBIDDEN.test(c) ? c : ' ')).join('');
  return [...kept.replace(/\s+/g, ' ').trim()].slice(0, 100).join('').trim();
}

import { validationMessages } from '@salon/contracts';
import type { z } from 'zod';
import { BadRequestError } from './errors.ts';

/** For input the route schema cannot see (multipart fields): 400 with the first rule's message. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}

// C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL
// in text outright; the others are never typed by a person and only hide text in the admin views.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether any string in `input` (at any depth of objects and arrays) holds a control character. */
export function containsControlCharacter(input: unknown, depth = 0): boolean {
  if (typeof input === 'string') return CONTROL_CHARACTER.test(input);
  // JSON bodies are already limited in size; the depth bound only stops pathological nesting.
  if (typeof input !== 'object' || input === null || depth > 32 || Buffer.isBuffer(input)) return false;
  // Asked of every request's body, query and parameters: walked without copying them.
  if (Array.isArray(input)) {
    for (const value of input) if (containsControlCharacter(value, depth + 1)) return true;
    return false;
  }
  for (const key of Object.keys(input)) {
    if (CONTROL_CHARACTER.test(key)) return true;
    if (containsControlCharacter((input as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** 400 when a request's text carries a control character (a NUL would reach PostgreSQL as a 500). */
export function refuseControlCharacters(...inputs: unknown[]) {
  if (inputs.some((input) => containsControlCharacter(input)))
    throw new BadRequestError(validationMessages.controlCharacters);
}

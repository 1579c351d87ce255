import type { z } from 'zod';
import { BadRequestError } from './errors.ts';

/** For input the route schema cannot see (multipart fields): 400 with the first rule's message. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}

import type { ResponseSchema } from './api-client.ts';

type Shape = 'array' | 'object' | 'object-or-null';

const fits = (value: unknown, shape: Shape) =>
  shape === 'array'
    ? Array.isArray(value)
    : (typeof value === 'object' && !Array.isArray(value) && value !== null) ||
      (shape === 'object-or-null' && value === null);

/**
 * A light check of an answer every visitor's first page reads (session, cart, sign-out, salon
 * details, catalogue, reviews, gallery): the success envelope and the shape of each field of
 * `data`, if any.
 * The full zod contracts stay out of the first page's scripts
 * (docs/architecture.md#page-rendering); the server answers through those same contracts, and
 * its tests hold it to them. A malformed answer still fails loudly, as INVALID_RESPONSE.
 */
export function envelopeWith<T>(fields?: Record<string, Shape>): ResponseSchema<T> {
  return {
    parse(input) {
      if ((input as { status?: unknown } | null)?.status !== 'success')
        throw new TypeError('not a success answer');
      if (!fields) return input as T;
      const data = (input as { data?: unknown }).data;
      if (!fits(data, 'object')) throw new TypeError('no data in the answer');
      for (const [field, shape] of Object.entries(fields)) {
        if (!fits((data as Record<string, unknown>)[field], shape)) {
          throw new TypeError(`data.${field} is not an ${shape}`);
        }
      }
      return input as T;
    },
  };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';
import { installProductErrorWords, LIBRARY_WORDING } from './product-errors.ts';

const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  12345,
  -1,
  0.5,
  '',
  'x',
  'a'.repeat(5000),
  true,
  [],
  {},
  ['x'],
];

const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Every message a schema gives for a wrong whole value and for each field set to each wrong value. */
function refusalsOf(schema: z.ZodType): string[] {
  const attempts: unknown[] = [...WRONG_VALUES];
  if (schema instanceof z.ZodObject) {
    for (const key of Object.keys(schema.shape)) {
      for (const wrong of WRONG_VALUES) attempts.push({ [key]: wrong });
    }
    attempts.push({ unknownField: 1 });
  }
  return attempts.flatMap(
    (input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [],
  );
}

beforeAll(() => installProductErrorWords());

describe("the contracts' refusals", () => {
  it('walks every schema the contracts export', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.map(([name]) => name)).toContain('resetPasswordRequestSchema');
  });

  it.each(schemas)('%s never answers in the validation library’s own words', (_name, schema) => {
    const leaks = [...new Set(refusalsOf(schema).filter((message) => LIBRARY_WORDING.test(message)))];
    expect(leaks).toEqual([]);
  });

  it('names the field and what it must be', () => {
    const schema = z.object({ clientSecret: z.string().min(10), quantity: z.number().int().max(9) });
    const messages = (input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ clientSecret: 'short', quantity: 3 })).toEqual([
      'Client secret must be at least 10 characters',
    ]);
    expect(messages({ clientSecret: 'long enough!', quantity: 12 })).toEqual(['Quantity must be at most 9']);
    expect(messages({ quantity: 'three' })).toEqual([
      'Client secret is required',
      'Quantity must be a number',
    ]);
  });

  it('keeps the words a contract spells out', () => {
    const reset = contracts.resetPasswordRequestSchema.safeParse({ token: 'short' });
    expect(reset.error?.issues.map((issue) => issue.message).join(' | ')).not.toMatch(LIBRARY_WORDING);
    const spelled = z.string().min(3, 'Name must be at least 3 characters long').safeParse('ab');
    expect(spelled.error?.issues[0]?.message).toBe('Name must be at least 3 characters long');
  });
});

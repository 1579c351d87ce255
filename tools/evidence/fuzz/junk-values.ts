import fc from 'fast-check';

/** Strings that have broken servers before: NUL and control bytes, lone surrogates, impossible dates. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'Nimali\u0000Perera',
  '\u0007\u001b[31m\r\n\t',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'ශ්‍රී ලංකා',
  'தமிழ்',
  '👩🏽‍🦱💇‍♀️',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '9999-12-31',
  '2026-2-3',
  '24:00',
  '23:60',
  '99:99',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '4242 4242 4242 4242',
];

export const hugeString = fc.constantFrom(10_000, 100_000, 300_000).map((length) => 'x'.repeat(length));

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
      maxLength: 20,
    }),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: dateLikeString() },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: hugeString },
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    5,
    10,
    11,
    1000,
    2 ** 31,
    -(2 ** 31),
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    1e-300,
    0.5,
    -0,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value a client could send in place of the expected one. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: junkString },
  { weight: 3, arbitrary: junkNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(junkString, junkNumber), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(junkString, junkNumber), { maxKeys: 3 }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** yyyy-MM-dd shaped strings, real and impossible, near and far. */
export function dateLikeString(): fc.Arbitrary<string> {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: 0, max: 39 }),
    )
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
}

export const timeLikeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-02-29',
  '2030-02-31',
  '2026-04-31',
  '2026-13-01',
  '2026-00-00',
  '0000-01-01',
  '9999-99-99',
  '275760-09-14',
  '1970-01-01',
];
const IMPOSSIBLE_TIMES = ['24:00', '23:60', '99:99', '00:00', '23:59', '-1:00', '1:00', '10:00:00'];
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ud800',
];

/**
 * Values close to a valid one, where validation most often has gaps: the same text with a
 * NUL or control byte inside, impossible dates and times of the right shape, numbers at and
 * beyond the limits, arrays with one element broken.
 */
export function nearValue(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'string') {
    const shaped = UUID.test(valid)
      ? fc.oneof(
          fc.uuid(),
          fc.constantFrom(
            valid.toUpperCase(),
            valid.replaceAll('-', ''),
            `{${valid}}`,
            `${valid}0`,
            valid.slice(0, 35),
          ),
        )
      : /^\d{4}-\d{2}-\d{2}$/.test(valid)
        ? fc.oneof(fc.constantFrom(...IMPOSSIBLE_DATES), dateLikeString())
        : /^\d{2}:\d{2}$/.test(valid)
          ? fc.oneof(fc.constantFrom(...IMPOSSIBLE_TIMES), timeLikeString)
          : /^-?\d+$/.test(valid)
            ? fc.oneof(junkNumber.map(String), fc.constantFrom('1.5', '1e3', ' 12 ', '0x10', '-0', '١٢'))
            : junkString;
    return fc.oneof(
      shaped,
      fc
        .tuple(fc.constantFrom(...CONTROL_CHARACTERS), fc.nat(valid.length))
        .map(([control, at]) => `${valid.slice(0, at)}${control}${valid.slice(at)}`),
      fc.constantFrom(`${valid} `, ` ${valid}`, valid.toUpperCase(), `${valid}${'x'.repeat(5000)}`),
    );
  }
  if (typeof valid === 'number') {
    return fc.oneof(junkNumber, fc.constantFrom(String(valid), valid + 0.5, -valid, valid * 1e9));
  }
  if (Array.isArray(valid)) {
    return fc.oneof(
      fc.constant([]),
      fc.constant(Array.from({ length: 400 }, () => valid[0] ?? 1)),
      valid.length
        ? fc
            .tuple(
              fc.nat(valid.length - 1),
              fc.constant(null).chain(() => nearValue(valid[0])),
            )
            .map(([at, broken]) => valid.map((item, index) => (index === at ? broken : item)))
        : fc.array(junkValue, { maxLength: 3 }),
    );
  }
  if (valid && typeof valid === 'object') {
    const keys = Object.keys(valid);
    if (!keys.length) return junkValue;
    return fc
      .constantFrom(...keys)
      .chain((key) =>
        nearValue((valid as Record<string, unknown>)[key]).map((broken) => ({ ...valid, [key]: broken })),
      );
  }
  return junkValue;
}

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminAppointmentsQuerySchema, checkAvailabilityRequestSchema } from './appointments.ts';
import { availabilitySettingsSchema } from './availability-settings.ts';
import { isoDateSchema } from './dates.ts';
import { createOfferRequestSchema } from './offers.ts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('isoDateSchema', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(firstMessage(isoDateSchema(), date)).toBeUndefined();
  });

  it.each(['2026-02-29', '2026-02-30', '2026-13-45', '2026-04-31', '2026-00-01'])(
    'refuses %s as a day that does not exist',
    (date) => {
      expect(firstMessage(isoDateSchema(), date)).toBe('This date does not exist on the calendar');
    },
  );

  it('keeps the field’s own message for a wrongly written date', () => {
    expect(firstMessage(isoDateSchema('Write it properly'), '30/02/2026')).toBe('Write it properly');
  });
});

describe('every date field refuses impossible days', () => {
  const impossible = '2026-02-30';
  it.each([
    ['availability', checkAvailabilityRequestSchema, { date: impossible, services: [] }],
    ['admin filter', adminAppointmentsQuerySchema, { to: impossible }],
    ['closed dates', availabilitySettingsSchema.pick({ closedDates: true }), { closedDates: [impossible] }],
  ])('%s', (_name, schema, input) => {
    expect(firstMessage(schema, input)).toBe('This date does not exist on the calendar');
  });

  it('offer start date', () => {
    const result = createOfferRequestSchema.safeParse({ startDate: impossible });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'startDate')?.message).toBe(
      'This date does not exist on the calendar',
    );
  });

  it('availability still asks for a missing date in its own words', () => {
    expect(firstMessage(checkAvailabilityRequestSchema, { date: '', services: [] })).toBe(
      'Please select a date for your appointment',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { statusActionsFor } from './status-actions.ts';

const startsAt = '2026-12-04T04:30:00.000Z';
const eightDaysBefore = new Date('2026-11-26T04:30:00Z');
const started = new Date('2026-12-04T04:31:00Z');

describe('status actions (docs/architecture.md#appointment-status)', () => {
  it.each([
    ['pending', started, ['confirmed', 'cancelled']],
    ['confirmed', started, ['completed', 'no-show', 'cancelled']],
    ['completed', started, []],
    ['cancelled', started, []],
    ['no-show', started, []],
  ] as const)('from %s, once the visit has begun, an admin may move to %o', (status, now, expected) => {
    expect(statusActionsFor({ status, startsAt }, now).map((action) => action.to)).toEqual(expected);
  });

  it('offers neither Complete nor No-show for a visit 8 days away', () => {
    expect(
      statusActionsFor({ status: 'confirmed', startsAt }, eightDaysBefore).map((action) => action.to),
    ).toEqual(['cancelled']);
  });
});

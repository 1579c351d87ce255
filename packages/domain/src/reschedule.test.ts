import { describe, expect, it } from 'vitest';
import { rescheduleRefusal } from './reschedule.ts';

const now = new Date('2026-12-01T04:30:00Z');
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 60 * 60_000);

describe('rescheduleRefusal', () => {
  it.each([
    { status: 'pending', hours: 48, count: 0, expected: undefined },
    { status: 'confirmed', hours: 24.01, count: 1, expected: undefined },
    { status: 'confirmed', hours: 24, count: 0, expected: 'too-late' },
    { status: 'pending', hours: 2, count: 0, expected: 'too-late' },
    { status: 'confirmed', hours: 72, count: 2, expected: 'moved-twice' },
    { status: 'cancelled', hours: 72, count: 0, expected: 'not-live' },
    { status: 'completed', hours: -5, count: 0, expected: 'not-live' },
  ])('$status, $hours h ahead, moved $count times: $expected', ({ status, hours, count, expected }) => {
    expect(rescheduleRefusal({ status, startsAt: hoursAhead(hours), customerMoveCount: count }, now)).toBe(
      expected,
    );
  });
});

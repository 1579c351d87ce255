import { describe, expect, it } from 'vitest';
import { stylistVisitActions, visitMarkRefusal } from './visit-marks.ts';

const startsAt = new Date('2026-12-04T04:30:00Z');
const at = (minutesFromStart: number) => new Date(startsAt.getTime() + minutesFromStart * 60_000);
const visit = (status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no-show', arrived = false) => ({
  status,
  startsAt,
  arrivedAt: arrived ? at(-5) : null,
});

describe("a stylist's marks (docs/decisions/0039-staff-accounts.md)", () => {
  it.each([
    ['confirmed', false, -60, []],
    ['confirmed', false, -15, ['arrived']],
    ['pending', false, -10, ['arrived']],
    ['confirmed', false, 0, ['arrived', 'completed', 'no-show']],
    ['confirmed', true, 5, ['completed']],
    ['pending', true, 5, []],
    ['completed', true, 60, []],
    ['cancelled', false, 60, []],
    ['no-show', false, 60, []],
  ] as const)('%s (arrived: %s), %i minutes from the start: %o', (status, arrived, minutes, expected) => {
    expect(stylistVisitActions(visit(status, arrived), at(minutes))).toEqual(expected);
  });

  it('says why a mark is refused', () => {
    expect(visitMarkRefusal(visit('confirmed'), 'arrived', at(-16))).toBe('not-started');
    expect(visitMarkRefusal(visit('confirmed'), 'completed', at(-1))).toBe('not-started');
    expect(visitMarkRefusal(visit('cancelled'), 'arrived', at(10))).toBe('cancelled');
    expect(visitMarkRefusal(visit('confirmed', true), 'no-show', at(10))).toBe('arrived');
    expect(visitMarkRefusal(visit('confirmed', true), 'arrived', at(10))).toBe('not-allowed');
    expect(visitMarkRefusal(visit('pending'), 'completed', at(10))).toBe('not-allowed');
  });
});

import type { StylistDay } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { stylistMisfit } from './stylist-fit.ts';

// 2026-12-04 is a Friday (weekday 5); minutes after the salon's midnight.
const date = '2026-12-04';
const nimali: StylistDay = {
  staffId: 'nimali',
  durationMinutes: 60,
  shifts: [
    { weekday: 5, startMinute: 9 * 60, endMinute: 13 * 60 },
    { weekday: 5, startMinute: 14 * 60, endMinute: 18 * 60 },
  ],
  away: [{ startMinutes: 15 * 60, endMinutes: 16 * 60 }],
  reserved: [{ startMinutes: 11 * 60, endMinutes: 12 * 60 }],
};

describe('why a stylist cannot take a visit (docs/decisions/0036-stylists.md)', () => {
  it.each([
    ['a free hour on shift', 9 * 60, 0, undefined],
    ['ending at the shift’s end, the buffer after it', 17 * 60, 15, undefined],
    ['before the shift', 8 * 60 + 30, 0, 'shift'],
    ['across the break', 12 * 60 + 30, 0, 'shift'],
    ['in time off', 15 * 60 + 30, 0, 'timeOff'],
    ['over a booking', 10 * 60 + 30, 0, 'busy'],
    ['its buffer touching the next booking', 10 * 60, 15, 'busy'],
  ] as const)('%s', (_, start, bufferMinutes, misfit) => {
    expect(stylistMisfit(nimali, date, start, bufferMinutes)).toBe(misfit);
  });

  it('names the shift first when a visit is off shift and in time off', () => {
    expect(
      stylistMisfit({ ...nimali, away: [{ startMinutes: 0, endMinutes: 24 * 60 }] }, date, 8 * 60, 0),
    ).toBe('shift');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_SETTINGS } from './availability.ts';
import { findTeamSlots, freeStylistsByStart, nearestStarts } from './team-slots.ts';
import type { StylistDay } from './team-slots.ts';

// 2026-12-01 is a Tuesday (weekday 2); the salon opens 09:00-19:00 with 3 chairs.
const date = '2026-12-01';
const now = { date: '2026-11-20', minutes: 0 };
const settings = { ...DEFAULT_AVAILABILITY_SETTINGS, bufferMinutes: 15 };
const stylist = (overrides: Partial<StylistDay>): StylistDay => ({
  staffId: 'a',
  durationMinutes: 60,
  shifts: [{ weekday: 2, startMinute: 9 * 60, endMinute: 19 * 60 }],
  reserved: [],
  away: [],
  ...overrides,
});

describe('findTeamSlots', () => {
  it('offers only starts whose whole visit fits one shift', () => {
    const slots = findTeamSlots({
      date,
      settings,
      busy: [],
      now,
      stylists: [
        stylist({
          shifts: [
            { weekday: 2, startMinute: 9 * 60, endMinute: 13 * 60 },
            { weekday: 2, startMinute: 14 * 60, endMinute: 15 * 60 },
          ],
        }),
      ],
    });
    expect(slots).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '14:00']);
  });

  it("keeps the stylist's own reservations and buffer apart, and time off from the visit", () => {
    const free = freeStylistsByStart({
      date,
      settings,
      busy: [],
      now,
      stylists: [
        stylist({ staffId: 'a', reserved: [{ startMinutes: 11 * 60, endMinutes: 12 * 60 + 15 }] }),
        stylist({ staffId: 'b', away: [{ startMinutes: 9 * 60, endMinutes: 11 * 60 + 30 }] }),
      ],
    });
    // a: a 10:00 visit and its buffer end 11:15, into the 11:00 reservation.
    expect(free.get('09:30')).toEqual(['a']);
    expect(free.get('10:00')).toBeUndefined();
    expect(free.get('11:30')).toEqual(['b']);
    expect(free.get('12:30')).toEqual(['a', 'b']);
  });

  it('each stylist with their own length, and the chairs still count', () => {
    const full = Array.from({ length: 3 }, () => ({ startMinutes: 9 * 60, endMinutes: 10 * 60 }));
    const free = freeStylistsByStart({
      date,
      settings: { ...settings, bufferMinutes: 0 },
      busy: full,
      now,
      stylists: [
        stylist({
          staffId: 'slow',
          durationMinutes: 90,
          shifts: [{ weekday: 2, startMinute: 540, endMinute: 660 }],
        }),
        stylist({
          staffId: 'quick',
          durationMinutes: 30,
          shifts: [{ weekday: 2, startMinute: 540, endMinute: 660 }],
        }),
      ],
    });
    expect([...free.keys()].sort()).toEqual(['10:00', '10:30']);
    expect(free.get('10:30')).toEqual(['quick']);
  });
});

describe('nearestStarts', () => {
  it('offers the nearest three, the earlier first on a tie, in time order', () => {
    expect(nearestStarts(['09:00', '11:30', '12:00', '14:00', '14:30'], '13:00')).toEqual([
      '11:30',
      '12:00',
      '14:00',
    ]);
    expect(nearestStarts(['10:00'], '10:00')).toEqual([]);
  });
});

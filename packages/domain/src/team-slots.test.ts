import { describe, expect, it } from 'vitest';
import type { AvailabilitySettings, BusyInterval } from './availability.ts';
import {
  chairTakenMinutes,
  closedReason,
  DEFAULT_AVAILABILITY_SETTINGS,
  findAvailableSlots,
  peakOverlap,
  toMinutes,
  toTimeString,
  weekdayOf,
} from './availability.ts';
import { findTeamSlots, freeStylistsByStart, isStylistFree, nearestStarts } from './team-slots.ts';
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

/**
 * The rule as first written (docs/decisions/0036-stylists.md): every start asks every booking and
 * every stylist's reservation. The faster shapes must answer exactly as this does.
 */
function slotsByTheRule(input: {
  date: string;
  durationMinutes: number;
  settings: AvailabilitySettings;
  busy: BusyInterval[];
  now: { date: string; minutes: number };
}) {
  const { date, durationMinutes, settings, busy, now } = input;
  if (durationMinutes <= 0 || closedReason(date, settings, now)) return [];
  const hours = settings.openingHours[weekdayOf(date)]!;
  const earliest = date === now.date ? now.minutes + settings.leadTimeMinutes : -Infinity;
  const slots: string[] = [];
  for (
    let start = toMinutes(hours.open);
    start + durationMinutes <= toMinutes(hours.close);
    start += settings.slotStepMinutes
  )
    if (
      start >= earliest &&
      peakOverlap(busy, start, start + chairTakenMinutes(durationMinutes, settings.bufferMinutes)) <
        settings.capacity
    )
      slots.push(toTimeString(start));
  return slots;
}

function teamByTheRule(input: Parameters<typeof freeStylistsByStart>[0]) {
  const byStart = new Map<string, string[]>();
  for (const stylist of input.stylists)
    for (const start of slotsByTheRule({ ...input, durationMinutes: stylist.durationMinutes }))
      if (isStylistFree(stylist, input.date, toMinutes(start), input.settings.bufferMinutes))
        byStart.set(start, [...(byStart.get(start) ?? []), stylist.staffId]);
  return byStart;
}

describe('the faster day (docs/architecture.md#availability)', () => {
  // A small seeded generator, so a failure names the day that broke it.
  function random(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % below;
    };
  }
  const interval = (next: (below: number) => number, step: number): BusyInterval => {
    const startMinutes = 8 * 60 + next((12 * 60) / step) * step;
    return { startMinutes, endMinutes: startMinutes + next(8) * step };
  };

  it('answers as the rule does on 400 random days of chairs, stylists, breaks and time off', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const next = random(seed);
      const step = [5, 15, 30][next(3)]!;
      const settings = {
        ...DEFAULT_AVAILABILITY_SETTINGS,
        capacity: 1 + next(4),
        bufferMinutes: [0, 10, 15][next(3)]!,
        slotStepMinutes: [15, 30][next(2)]!,
      };
      const busy = Array.from({ length: next(40) }, () => interval(next, step));
      const stylists = Array.from({ length: 1 + next(10) }, (_, index) => ({
        staffId: `s${index}`,
        durationMinutes: [30, 45, 60, 90, 120][next(5)]!,
        shifts: [
          { weekday: 2, startMinute: 9 * 60 + next(4) * 30, endMinute: 12 * 60 + next(3) * 30 },
          { weekday: 2, startMinute: 13 * 60 + next(3) * 30, endMinute: 16 * 60 + next(7) * 30 },
          { weekday: 3, startMinute: 9 * 60, endMinute: 19 * 60 },
        ],
        reserved: Array.from({ length: next(8) }, () => interval(next, step)),
        away: Array.from({ length: next(3) }, () => interval(next, step)),
      }));
      const today = { date, minutes: 9 * 60 + next(8) * 30 };
      const day = { date, settings, busy, now: next(2) ? now : today };
      for (const { durationMinutes } of stylists)
        expect(findAvailableSlots({ ...day, durationMinutes }), `seed ${seed}`).toEqual(
          slotsByTheRule({ ...day, durationMinutes }),
        );
      expect(freeStylistsByStart({ ...day, stylists }), `seed ${seed}`).toEqual(
        teamByTheRule({ ...day, stylists }),
      );
    }
  }, 60_000); // 400 days of pure computing: seconds on a quiet machine, more when it is shared
});

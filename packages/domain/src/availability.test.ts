import { describe, expect, it } from 'vitest';
import {
  chairFreeAt,
  chairTakenMinutes,
  DEFAULT_AVAILABILITY_SETTINGS,
  findAvailableSlots,
  isValidDate,
  peakOverlap,
} from './availability.ts';
import type { AvailabilitySettings, BusyInterval } from './availability.ts';

// 2026-11-23 is a Monday; 2026-11-22 a Sunday.
const MONDAY = '2026-11-23';
const settings = (changes: Partial<AvailabilitySettings> = {}) => ({
  ...DEFAULT_AVAILABILITY_SETTINGS,
  ...changes,
});
const dayBefore = { date: '2026-11-22', minutes: 12 * 60 };
const busy = (...pairs: Array<[string, string]>): BusyInterval[] =>
  pairs.map(([start, end]) => ({
    startMinutes: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
    endMinutes: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
  }));

describe('findAvailableSlots', () => {
  it('offers every 30 minutes from opening until the last start that ends by closing', () => {
    const slots = findAvailableSlots({
      date: MONDAY,
      durationMinutes: 60,
      settings: settings(),
      busy: [],
      now: dayBefore,
    });
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('18:00');
    expect(slots).toHaveLength(19);
  });

  it.each([
    ['a 90-minute appointment', 90, '17:30'],
    ['a 10-hour appointment', 600, '09:00'],
  ])('ends %s by closing time', (_label, duration, last) => {
    expect(
      findAvailableSlots({
        date: MONDAY,
        durationMinutes: duration,
        settings: settings(),
        busy: [],
        now: dayBefore,
      }).at(-1),
    ).toBe(last);
  });

  it('offers nothing for an appointment longer than the day', () => {
    expect(
      findAvailableSlots({
        date: MONDAY,
        durationMinutes: 601,
        settings: settings(),
        busy: [],
        now: dayBefore,
      }),
    ).toEqual([]);
  });

  it.each([
    ['Sunday (closed weekday)', '2026-11-22', dayBefore],
    ['a past date', '2026-11-20', dayBefore],
    ['a date beyond the 60-day horizon', '2027-01-22', dayBefore],
  ])('offers nothing on %s', (_label, date, now) => {
    expect(findAvailableSlots({ date, durationMinutes: 30, settings: settings(), busy: [], now })).toEqual(
      [],
    );
  });

  it('offers nothing on a closure date', () => {
    expect(
      findAvailableSlots({
        date: MONDAY,
        durationMinutes: 30,
        settings: settings({ closedDates: [MONDAY] }),
        busy: [],
        now: dayBefore,
      }),
    ).toEqual([]);
  });

  it('keeps the lead time today: at 10:10 the first start is 11:30', () => {
    const slots = findAvailableSlots({
      date: MONDAY,
      durationMinutes: 30,
      settings: settings(),
      busy: [],
      now: { date: MONDAY, minutes: 10 * 60 + 10 },
    });
    expect(slots[0]).toBe('11:30');
  });

  it('offers nothing today after the last start minus the lead time', () => {
    expect(
      findAvailableSlots({
        date: MONDAY,
        durationMinutes: 30,
        settings: settings(),
        busy: [],
        now: { date: MONDAY, minutes: 18 * 60 },
      }),
    ).toEqual([]);
  });

  it('closes a start only when every chair is taken at some moment of it', () => {
    const twoChairs = settings({ capacity: 2 });
    const taken = busy(['10:00', '11:00'], ['10:30', '11:30']);
    const slots = findAvailableSlots({
      date: MONDAY,
      durationMinutes: 60,
      settings: twoChairs,
      busy: taken,
      now: dayBefore,
    });
    // 09:30-10:30 meets only the first booking; 10:00 and 10:30 starts meet both at 10:30.
    expect(slots).toContain('09:30');
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('10:30');
    expect(slots).toContain('11:00');
  });

  it('counts overlaps at the busiest moment, not all overlaps together', () => {
    // Two bookings in the window never overlap each other: one chair is always free.
    const twoChairs = settings({ capacity: 2 });
    const taken = busy(['10:00', '10:30'], ['10:30', '11:00'], ['10:00', '11:00']);
    expect(peakOverlap(taken, 10 * 60, 11 * 60)).toBe(2);
    const slots = findAvailableSlots({
      date: MONDAY,
      durationMinutes: 60,
      settings: twoChairs,
      busy: busy(['10:00', '10:30'], ['10:30', '11:00']),
      now: dayBefore,
    });
    expect(slots).toContain('10:00');
  });

  it('adds the buffer after the appointment when checking overlaps', () => {
    const oneChair = settings({ capacity: 1, bufferMinutes: 15 });
    const slots = findAvailableSlots({
      date: MONDAY,
      durationMinutes: 60,
      settings: oneChair,
      busy: busy(['10:00', '11:00']),
      now: dayBefore,
    });
    expect(slots).not.toContain('09:00');
    expect(slots).toContain('11:00');
    const noBuffer = findAvailableSlots({
      date: MONDAY,
      durationMinutes: 60,
      settings: settings({ capacity: 1 }),
      busy: busy(['10:00', '11:00']),
      now: dayBefore,
    });
    expect(noBuffer).toContain('09:00');
  });

  it('honours a 15-minute step and custom hours', () => {
    const hours = [...DEFAULT_AVAILABILITY_SETTINGS.openingHours];
    hours[1] = { open: '10:00', close: '12:00' };
    const slots = findAvailableSlots({
      date: MONDAY,
      durationMinutes: 45,
      settings: settings({ slotStepMinutes: 15, openingHours: hours }),
      busy: [],
      now: dayBefore,
    });
    expect(slots).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00', '11:15']);
  });
});

describe('isValidDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2100-02-29', false],
    ['2026-11-30', true],
    ['2026-11-31', false],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-45', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-5', false],
    ['', false],
  ])('%s is %s', (date, expected) => {
    expect(isValidDate(date)).toBe(expected);
  });
});

describe('the chair a visit takes', () => {
  it('is its length plus the cleaning buffer, for offering, booking and moving alike', () => {
    expect(chairTakenMinutes(60, 15)).toBe(75);
    const startsAt = new Date('2026-12-01T04:30:00Z');
    expect(chairFreeAt(startsAt, 60, 15).toISOString()).toBe('2026-12-01T05:45:00.000Z');
    expect(chairFreeAt(startsAt, 90, 0).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_SETTINGS } from './availability.ts';
import type { AvailabilitySettings, BusyInterval } from './availability.ts';
import {
  bookableDay,
  datesOfMonth,
  FEW_SLOTS_THRESHOLD,
  isBookableState,
  nextMonth,
} from './month-availability.ts';

// 2026-11-23 is a Monday; 2026-11-22 a Sunday.
const MONDAY = '2026-11-23';
const settings = (changes: Partial<AvailabilitySettings> = {}): AvailabilitySettings => ({
  ...DEFAULT_AVAILABILITY_SETTINGS,
  ...changes,
});
const sundayNoon = { date: '2026-11-22', minutes: 12 * 60 };
/** `count` bookings filling every chair from start to end (minutes). */
const chairsFull = (start: number, end: number, count = 3): BusyInterval[] =>
  Array.from({ length: count }, () => ({ startMinutes: start, endMinutes: end }));
const day = (changes: Partial<Parameters<typeof bookableDay>[0]> = {}) =>
  bookableDay({
    date: MONDAY,
    durationMinutes: 60,
    settings: settings(),
    busy: [],
    now: sundayNoon,
    ...changes,
  });

describe('datesOfMonth and nextMonth', () => {
  it.each([
    ['2026-02', 28, '2026-03'],
    ['2028-02', 29, '2028-03'],
    ['2026-11', 30, '2026-12'],
    ['2026-12', 31, '2027-01'],
  ])('%s has %i days and is followed by %s', (month, length, following) => {
    const dates = datesOfMonth(month);
    expect(dates).toHaveLength(length);
    expect(dates[0]).toBe(`${month}-01`);
    expect(dates.at(-1)).toBe(`${month}-${length}`);
    expect(nextMonth(month)).toBe(following);
  });
});

describe('bookableDay (the month calendar rule)', () => {
  it('counts every free start of an empty open day as open', () => {
    expect(day()).toEqual({ date: MONDAY, state: 'open', slotsLeft: 19 });
  });

  it.each([
    ['a weekday the salon is closed', { date: '2026-11-29' }, 'closed'],
    ['a closure date', { settings: settings({ closedDates: [MONDAY] }) }, 'closed'],
    ['a day before today', { now: { date: '2026-11-24', minutes: 0 } }, 'past'],
    ['a day after the horizon', { settings: settings({ horizonDays: 0 }) }, 'beyond'],
  ] as const)('says %s is %s with no slots left', (_label, changes, state) => {
    expect(day(changes)).toMatchObject({ state, slotsLeft: 0 });
  });

  it('marks a day with at most the threshold of free starts as few', () => {
    // Every chair busy from 09:00 until 17:00: starts 17:00, 17:30 and 18:00 remain.
    const few = day({ busy: chairsFull(9 * 60, 17 * 60) });
    expect(FEW_SLOTS_THRESHOLD).toBe(3);
    expect(few).toEqual({ date: MONDAY, state: 'few', slotsLeft: 3 });
    expect(day({ busy: chairsFull(9 * 60, 16 * 60 + 30) })).toMatchObject({ state: 'open', slotsLeft: 4 });
  });

  it('says full when bookings take every start, not when one chair is still free', () => {
    expect(day({ busy: chairsFull(9 * 60, 19 * 60) })).toEqual({ date: MONDAY, state: 'full', slotsLeft: 0 });
    expect(day({ busy: chairsFull(9 * 60, 19 * 60, 2) })).toMatchObject({ state: 'open', slotsLeft: 19 });
  });

  it('says past for today once the lead time leaves no start, and full when bookings do', () => {
    const lateToday = { date: MONDAY, minutes: 18 * 60 + 30 };
    expect(day({ now: lateToday })).toMatchObject({ state: 'past', slotsLeft: 0 });
    const morning = { date: MONDAY, minutes: 9 * 60 };
    expect(day({ now: morning })).toMatchObject({ state: 'open', slotsLeft: 17 });
    expect(day({ now: morning, busy: chairsFull(9 * 60, 19 * 60) })).toMatchObject({ state: 'full' });
    expect(day({ now: { date: MONDAY, minutes: 16 * 60 } })).toMatchObject({
      state: 'few',
      slotsLeft: 3,
    });
  });

  it('says full for an appointment longer than the day', () => {
    expect(day({ durationMinutes: 11 * 60 })).toMatchObject({ state: 'full', slotsLeft: 0 });
  });

  it('lets only open and few days be picked', () => {
    expect(
      ['open', 'few', 'full', 'closed', 'past', 'beyond'].filter((s) => isBookableState(s as never)),
    ).toEqual(['open', 'few']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  chooseStylist,
  linesForStylist,
  overlapsAny,
  shiftCovers,
  walkInBranchOf,
} from './staff-schedule.ts';

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);

describe('shiftCovers', () => {
  const shifts = [
    { weekday: 2, startMinute: 9 * 60, endMinute: 13 * 60 },
    { weekday: 2, startMinute: 14 * 60, endMinute: 18 * 60 },
  ];
  it('takes a visit inside one shift, up to its end', () => {
    expect(shiftCovers(shifts, 2, 12 * 60, 13 * 60)).toBe(true);
  });
  it('refuses a visit across the break, outside the shifts, or on another weekday', () => {
    expect(shiftCovers(shifts, 2, 12 * 60 + 30, 14 * 60 + 30)).toBe(false);
    expect(shiftCovers(shifts, 2, 8 * 60 + 30, 9 * 60 + 30)).toBe(false);
    expect(shiftCovers(shifts, 3, 10 * 60, 11 * 60)).toBe(false);
  });
});

describe('overlapsAny', () => {
  const away = [{ startsAt: at('10:00'), endsAt: at('11:00') }];
  it('sees an overlap but not touching ends', () => {
    expect(overlapsAny(away, at('10:30'), at('11:30'))).toBe(true);
    expect(overlapsAny(away, at('11:00'), at('12:00'))).toBe(false);
    expect(overlapsAny(away, at('09:00'), at('10:00'))).toBe(false);
  });
});

describe('linesForStylist', () => {
  const lines = [
    { serviceId: 'cut', quantity: 1, priceLkr: 2000, durationMinutes: 45 },
    { serviceId: 'nails', quantity: 2, priceLkr: 1500, durationMinutes: 30 },
  ];
  it("uses the stylist's own price and length where set, the catalogue's elsewhere", () => {
    expect(
      linesForStylist(lines, [
        { serviceId: 'cut', priceLkr: 2500, durationMinutes: 60 },
        { serviceId: 'nails', priceLkr: null, durationMinutes: null },
      ]),
    ).toEqual([
      { serviceId: 'cut', quantity: 1, priceLkr: 2500, durationMinutes: 60 },
      { serviceId: 'nails', quantity: 2, priceLkr: 1500, durationMinutes: 30 },
    ]);
  });
  it('is undefined when the stylist does not do one of the services', () => {
    expect(linesForStylist(lines, [{ serviceId: 'cut', priceLkr: null, durationMinutes: null }])).toBe(
      undefined,
    );
  });
});

describe('chooseStylist', () => {
  it('gives the time to the fewest booked minutes, then the least recently booked, then the lowest id', () => {
    expect(
      chooseStylist([
        { staffId: 'a', bookedMinutes: 120, lastBookedAt: null },
        { staffId: 'b', bookedMinutes: 60, lastBookedAt: at('10:00') },
      ]),
    ).toBe('b');
    expect(
      chooseStylist([
        { staffId: 'a', bookedMinutes: 60, lastBookedAt: at('10:00') },
        { staffId: 'b', bookedMinutes: 60, lastBookedAt: at('09:00') },
        { staffId: 'c', bookedMinutes: 60, lastBookedAt: null },
      ]),
    ).toBe('c');
    expect(
      chooseStylist([
        { staffId: 'b', bookedMinutes: 0, lastBookedAt: null },
        { staffId: 'a', bookedMinutes: 0, lastBookedAt: null },
      ]),
    ).toBe('a');
  });
  it('is undefined with nobody free', () => {
    expect(chooseStylist([])).toBe(undefined);
  });
});

describe('walkInBranchOf', () => {
  // Nugegoda 10:00-13:00, Colombo 3 14:00-19:00, given out of order.
  const day = [
    { startMinute: 14 * 60, endMinute: 19 * 60, branchId: 'colombo' },
    { startMinute: 10 * 60, endMinute: 13 * 60, branchId: 'nugegoda' },
  ];
  it.each([
    { now: undefined, branch: 'nugegoda', why: 'another day: the first shift' },
    { now: 9 * 60, branch: 'nugegoda', why: 'before work: the next shift' },
    { now: 11 * 60, branch: 'nugegoda', why: 'during the morning shift' },
    { now: 13 * 60, branch: 'colombo', why: 'between shifts: the next one' },
    { now: 15 * 60 + 30, branch: 'colombo', why: 'during the afternoon shift' },
    { now: 20 * 60, branch: 'colombo', why: 'after the day: the last shift' },
  ])('$why', ({ now, branch }) => {
    expect(walkInBranchOf(day, now)).toBe(branch);
  });
  it('is undefined with no shift that day', () => {
    expect(walkInBranchOf([], 600)).toBe(undefined);
  });
});

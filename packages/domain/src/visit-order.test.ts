import { describe, expect, it } from 'vitest';
import { orderVisits, splitVisits } from './visit-order.ts';

const visit = (id: string, iso: string) => ({ id, startsAt: new Date(iso) });
const now = new Date('2026-06-10T06:00:00Z');
const visits = [
  visit('last-month', '2026-05-10T04:30:00Z'),
  visit('next-week', '2026-06-17T04:30:00Z'),
  visit('yesterday', '2026-06-09T04:30:00Z'),
  visit('tomorrow', '2026-06-11T04:30:00Z'),
  visit('starting-now', '2026-06-10T06:00:00Z'),
];

describe('visit order', () => {
  it('puts upcoming visits first, soonest first, then past ones, latest first', () => {
    expect(orderVisits(visits, (v) => v.startsAt, now).map((v) => v.id)).toEqual([
      'starting-now',
      'tomorrow',
      'next-week',
      'yesterday',
      'last-month',
    ]);
  });

  it('splits them into the two groups, leaving the input as it was', () => {
    const copy = [...visits];
    const { upcoming, past } = splitVisits(visits, (v) => v.startsAt, now);
    expect(upcoming.map((v) => v.id)).toEqual(['starting-now', 'tomorrow', 'next-week']);
    expect(past.map((v) => v.id)).toEqual(['yesterday', 'last-month']);
    expect(visits).toEqual(copy);
  });

  it('is empty for no visits', () => {
    expect(splitVisits([], (v: { startsAt: Date }) => v.startsAt, now)).toEqual({
      upcoming: [],
      past: [],
      cancelled: [],
    });
  });

  it('puts cancelled visits in their own group, latest first, however far ahead they were', () => {
    const cancelledIds = new Set(['next-week', 'last-month']);
    const { upcoming, past, cancelled } = splitVisits(
      visits,
      (v) => v.startsAt,
      now,
      (v) => cancelledIds.has(v.id),
    );
    expect(upcoming.map((v) => v.id)).toEqual(['starting-now', 'tomorrow']);
    expect(past.map((v) => v.id)).toEqual(['yesterday']);
    expect(cancelled.map((v) => v.id)).toEqual(['next-week', 'last-month']);
  });
});

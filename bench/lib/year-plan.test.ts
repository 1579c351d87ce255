import { describe, expect, it } from 'vitest';
import type { BookedService } from '../../apps/api/src/db/schema/index.ts';
import { planYear } from './year-plan.ts';

const service = (id: string, durationMinutes: number): BookedService => ({
  serviceId: id,
  title: id,
  priceLkr: 1000,
  quantity: 1,
  durationMinutes,
});
const HOURS = { open: '09:00', close: '19:00' };
const input = {
  today: '2026-11-23',
  pastDays: 30,
  futureDays: 10,
  count: 300,
  capacity: 3,
  openingHours: [null, HOURS, HOURS, HOURS, HOURS, HOURS, HOURS],
  catalogue: [service('cut', 45), service('colour', 120), service('nails', 60), service('keratin', 180)],
  bufferMinutes: 15,
};
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('planYear', () => {
  const plan = planYear(input);

  it('plans exactly the count asked for, the same way every time', () => {
    expect(plan).toHaveLength(300);
    expect(planYear(input)).toEqual(plan);
  });

  it('refuses a year that does not fit the chairs rather than plan fewer', () => {
    expect(() => planYear({ ...input, count: 2000 })).toThrow('room for only');
  });

  it('never seats two appointments on one chair at once, buffer included, inside opening hours', () => {
    const clashes = plan.filter((a, i) =>
      plan.some(
        (b, j) =>
          j !== i &&
          b.date === a.date &&
          b.chair === a.chair &&
          minutes(b.startTime) < minutes(a.endTime) + 15 &&
          minutes(a.startTime) < minutes(b.endTime) + 15,
      ),
    );
    expect(clashes).toEqual([]);
    for (const a of plan) {
      expect(a.chair).toBeGreaterThanOrEqual(1);
      expect(a.chair).toBeLessThanOrEqual(3);
      expect(minutes(a.startTime)).toBeGreaterThanOrEqual(9 * 60);
      expect(minutes(a.endTime)).toBeLessThanOrEqual(19 * 60);
      expect(new Date(`${a.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it('gives past appointments an outcome and future ones a booking state, booked before they start', () => {
    const past = new Set(plan.filter((a) => a.offset < 0).map((a) => a.status));
    const future = new Set(plan.filter((a) => a.offset > 0).map((a) => a.status));
    expect([...past].sort()).toEqual(['cancelled', 'completed', 'no-show']);
    expect([...future].sort()).toEqual(['cancelled', 'confirmed', 'pending']);
    expect(plan.every((a) => a.leadDays > Math.max(0, a.offset))).toBe(true);
  });
});

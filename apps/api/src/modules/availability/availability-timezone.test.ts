import { DEFAULT_AVAILABILITY_SETTINGS, findAvailableSlots } from '@salon/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import { toBusyInterval, toBusyIntervals } from './availability.service.ts';

const originalTimeZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

/** What a customer would be offered on Monday 23 Nov 2026, asked at 08:10 Colombo time that day. */
function slotsSeenFromServerZone(serverTimeZone: string) {
  process.env.TZ = serverTimeZone;
  const now = new Date('2026-11-23T02:40:00Z');
  const booked = {
    startsAt: salonInstant('2026-11-23', '10:00', 'Asia/Colombo'),
    blockedUntil: salonInstant('2026-11-23', '11:30', 'Asia/Colombo'),
  };
  return {
    localHour: new Date(now).getHours(),
    slots: findAvailableSlots({
      date: '2026-11-23',
      durationMinutes: 60,
      settings: { ...DEFAULT_AVAILABILITY_SETTINGS, capacity: 1 },
      busy: [toBusyInterval(booked, 'Asia/Colombo')],
      now: salonClock(now, 'Asia/Colombo'),
    }),
  };
}

describe("the server's own time zone", () => {
  it('changes nothing: UTC, Los Angeles and Colombo servers offer the same slots', () => {
    const utc = slotsSeenFromServerZone('UTC');
    const losAngeles = slotsSeenFromServerZone('America/Los_Angeles');
    const colombo = slotsSeenFromServerZone('Asia/Colombo');
    // The zones really differ (the process clock reads other hours)...
    expect(new Set([utc.localHour, losAngeles.localHour, colombo.localHour]).size).toBe(3);
    // ...yet the offer is the same: from 09:10 (lead time 60 min) on, around the 10:00-11:30 booking.
    expect(losAngeles.slots).toEqual(utc.slots);
    expect(colombo.slots).toEqual(utc.slots);
    expect(utc.slots.slice(0, 3)).toEqual(['11:30', '12:00', '12:30']);
    expect(utc.slots).not.toContain('09:00');
  });
});

describe('the busy intervals of a whole day', () => {
  /** Half-hour bookings from 00:00 to 23:30 salon time, the last one running past midnight. */
  const dayOfBookings = (date: string, timeZone: string) =>
    Array.from({ length: 48 }, (_, turn) => {
      const startsAt = new Date(salonInstant(date, '00:00', timeZone).getTime() + turn * 30 * 60_000);
      return { startsAt, blockedUntil: new Date(startsAt.getTime() + 45 * 60_000) };
    }).filter((booking) => salonClock(booking.startsAt, timeZone).date === date);

  it.each([
    ['2026-11-23', 'Asia/Colombo'],
    ['2026-03-08', 'America/Los_Angeles'],
    ['2026-11-01', 'America/Los_Angeles'],
    ['2026-03-29', 'Europe/London'],
    ['2026-10-25', 'Europe/London'],
  ])('on %s in %s are the ones found booking by booking', (date, timeZone) => {
    const bookings = dayOfBookings(date, timeZone);
    expect(bookings.length).toBeGreaterThan(40);
    expect(toBusyIntervals(date, bookings, timeZone)).toEqual(
      bookings.map((booking) => toBusyInterval(booking, timeZone)),
    );
  });
});

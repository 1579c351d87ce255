import { describe, expect, it } from 'vitest';
import { salonClock, salonInstant } from './salon-time.ts';

describe('salon time', () => {
  it('turns Colombo 09:00 into 03:30 UTC', () => {
    expect(salonInstant('2026-11-23', '09:00', 'Asia/Colombo').toISOString()).toBe(
      '2026-11-23T03:30:00.000Z',
    );
  });

  it('reads an instant as Colombo date and minutes', () => {
    expect(salonClock(new Date('2026-11-22T20:15:00Z'), 'Asia/Colombo')).toEqual({
      date: '2026-11-23',
      minutes: 105,
    });
  });

  it('respects daylight saving in zones that have it', () => {
    expect(salonInstant('2026-07-01', '09:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
    expect(salonInstant('2026-12-01', '09:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
  });
});

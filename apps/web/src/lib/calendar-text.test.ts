import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDate, clockTime, englishDateTime } from './calendar-text.ts';
import { formatLongDate, formatTime12h, formatTimestampDate } from './format-time.ts';
import { formatShortDate, shiftDate } from './salon-date.ts';

describe('calendar text without a date library', () => {
  it('reads clock times and refuses what is not one', () => {
    expect(clockTime('09:30')?.getHours()).toBe(9);
    expect(clockTime('9:05')?.getMinutes()).toBe(5);
    for (const bad of ['24:00', '12:60', 'nine', '', '09:3']) expect(clockTime(bad)).toBeNull();
  });

  it('reads calendar dates and refuses days that do not exist', () => {
    expect(calendarDate('2028-02-29')?.getDate()).toBe(29);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-1', 'tomorrow'])
      expect(calendarDate(bad)).toBeNull();
  });

  it('moves dates across months, years and leap days', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDate('2026-11-27', 60)).toBe('2027-01-26');
  });

  it('writes English as the spec does, with a plain space before AM and PM', () => {
    expect(formatTime12h('09:00')).toBe('9:00 AM');
    expect(formatTime12h('17:30')).toBe('5:30 PM');
    expect(formatTime12h('late')).toBe('late');
    expect(formatLongDate('2026-06-03')).toBe('June 3, 2026');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
    expect(formatShortDate('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatTimestampDate('2026-06-03T06:30:00Z')).toBe('Jun 3, 2026');
    // The day in the salon, whatever the viewer's zone: 8 PM UTC is already the next day in Colombo.
    expect(formatTimestampDate('2026-06-03T20:00:00Z')).toBe('Jun 4, 2026');
    expect(englishDateTime({ hour: 'numeric', minute: '2-digit' }).format(new Date(2000, 0, 1, 21, 5))).toBe(
      '9:05 PM',
    );
  });
});

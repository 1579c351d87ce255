import { DEFAULT_AVAILABILITY_SETTINGS } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, translate } from './language.ts';
import { openingHoursText } from './opening-hours-text.ts';

const english = (text: string, values?: Record<string, string | number>) =>
  translate(englishCatalogue, text, values);
const hours = { open: '09:00', close: '19:00' };

describe('openingHoursText', () => {
  it('reads the default hours as the texts always have', () => {
    expect(openingHoursText(DEFAULT_AVAILABILITY_SETTINGS.openingHours, 'en', english)).toBe(
      'Monday to Saturday, 9:00 am to 7:00 pm (closed on Sundays)',
    );
  });

  it('says every day when the salon never closes', () => {
    expect(
      openingHoursText(
        Array.from({ length: 7 }, () => hours),
        'en',
        english,
      ),
    ).toBe('every day, 9:00 am to 7:00 pm');
  });

  it('lists each closed weekday and splits the week where the hours differ', () => {
    const week = [null, null, hours, { open: '10:00', close: '19:00' }, hours, hours, hours];
    expect(openingHoursText(week, 'en', english)).toBe(
      'Tuesday, 9:00 am to 7:00 pm; Wednesday, 10:00 am to 7:00 pm; Thursday to Saturday, 9:00 am to 7:00 pm (closed on Mondays and Sundays)',
    );
  });

  it('says so when every weekday is closed', () => {
    expect(
      openingHoursText(
        Array.from({ length: 7 }, () => null),
        'en',
        english,
      ),
    ).toBe('closed until further notice');
  });
});

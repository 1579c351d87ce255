import { describe, expect, it } from 'vitest';
import { appointmentEventTexts } from './calendar-event.ts';

const fill = (english: string, values: Readonly<Record<string, string | number>> = {}) =>
  english.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]));

describe('appointmentEventTexts', () => {
  it.each([
    {
      stylistName: 'Nimali',
      summary: 'Salon appointment SAL-1 with Nimali',
      description: 'Services: Hair Cut x 1\nStylist: Nimali',
    },
    { stylistName: null, summary: 'Salon appointment SAL-1', description: 'Services: Hair Cut x 1' },
    { stylistName: undefined, summary: 'Salon appointment SAL-1', description: 'Services: Hair Cut x 1' },
  ])('names the stylist ($stylistName) only when there is one', ({ stylistName, summary, description }) => {
    expect(
      appointmentEventTexts({ reference: 'SAL-1', services: 'Hair Cut x 1', stylistName }, fill),
    ).toEqual({
      summary,
      description,
    });
  });
});

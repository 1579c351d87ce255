import type { DemoService } from './services.ts';

/** A shift as "HH:mm-HH:mm" on each of `weekdays` (0 = Sunday ... 6 = Saturday). */
export interface DemoShift {
  weekdays: number[];
  hours: string;
}

export interface DemoStylist {
  name: string;
  /** The categories of the catalogue they do. */
  categories: ReadonlyArray<DemoService['category']>;
  /** Their own prices, by service key, where they differ from the catalogue's. */
  ownPrices?: Readonly<Record<string, number>>;
  shifts: DemoShift[];
}

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];

/**
 * docs/decisions/0036-stylists.md: the demo team, so a fresh install shows the stylist step.
 * Three of them do every service for all the opening hours Monday to Friday (as many as the
 * salon has chairs), so "Anyone available" offers what the chairs alone did; Kasun leaves at
 * 15:00 on Saturdays and Tharushi does nails and facials on a shorter day with a break.
 */
export const demoTeam: readonly DemoStylist[] = [
  {
    name: 'Nadeesha Perera',
    categories: ['hair', 'nail', 'facial', 'makeup'],
    ownPrices: { 'bridal-makeup': 60000, 'global-colour': 14000 },
    shifts: [{ weekdays: MON_TO_SAT, hours: '09:00-19:00' }],
  },
  {
    name: 'Ishara Fernando',
    categories: ['hair', 'nail', 'facial', 'makeup'],
    shifts: [{ weekdays: MON_TO_SAT, hours: '09:00-19:00' }],
  },
  {
    name: 'Kasun Jayasinghe',
    categories: ['hair', 'nail', 'facial', 'makeup'],
    shifts: [
      { weekdays: [1, 2, 3, 4, 5], hours: '09:00-19:00' },
      { weekdays: [6], hours: '09:00-15:00' },
    ],
  },
  {
    name: 'Tharushi Silva',
    categories: ['nail', 'facial'],
    shifts: [
      { weekdays: [2, 3, 4, 5, 6], hours: '10:00-13:00' },
      { weekdays: [2, 3, 4, 5, 6], hours: '13:30-16:00' },
    ],
  },
];

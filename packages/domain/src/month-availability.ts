import type { AvailabilitySettings, BusyInterval, SalonNow } from './availability.ts';
import { closedReason, findAvailableSlots } from './availability.ts';
import { addDays } from './salon-date.ts';
import type { StylistDay } from './team-slots.ts';
import { findTeamSlots } from './team-slots.ts';

/** A day with this many free starts or fewer is marked as nearly full on the calendar. */
export const FEW_SLOTS_THRESHOLD = 3;

export const BOOKABLE_DAY_STATES = ['open', 'few', 'full', 'closed', 'past', 'beyond'] as const;
export type BookableDayState = (typeof BOOKABLE_DAY_STATES)[number];

export interface BookableDay {
  date: string;
  state: BookableDayState;
  /** How many start times are free for the appointment's length: check-availability's count. */
  slotsLeft: number;
}

/** Every yyyy-MM-dd date of a yyyy-MM month, in order. */
export function datesOfMonth(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The yyyy-MM month after this one. */
export const nextMonth = (month: string) => addDays(`${month}-28`, 4).slice(0, 7);

/** Whether a customer can pick the day: it still has a start time free. */
export const isBookableState = (state: BookableDayState) => state === 'open' || state === 'few';

/**
 * docs/architecture.md#availability: what the calendar says about one day for an appointment of
 * this length. The free starts are exactly findAvailableSlots' (what check-availability offers);
 * a day without any is "past" when only the time of day rules it out (today, inside the lead
 * time), "full" when bookings fill it. With a team (`stylists`, docs/decisions/0036-stylists.md)
 * the starts are findTeamSlots' for those candidates, each with their own length.
 */
export function bookableDay(input: {
  date: string;
  durationMinutes: number;
  settings: AvailabilitySettings;
  busy: BusyInterval[];
  now: SalonNow;
  stylists?: readonly StylistDay[] | undefined;
}): BookableDay {
  const { stylists } = input;
  const freeStarts = (day: typeof input) =>
    day.stylists ? findTeamSlots({ ...day, stylists: day.stylists }) : findAvailableSlots(day);
  const { date, settings, now } = input;
  const reason = closedReason(date, settings, now);
  if (reason === 'past') return { date, state: 'past', slotsLeft: 0 };
  if (reason === 'beyondHorizon') return { date, state: 'beyond', slotsLeft: 0 };
  if (reason) return { date, state: 'closed', slotsLeft: 0 };
  const slotsLeft = freeStarts(input).length;
  if (slotsLeft > FEW_SLOTS_THRESHOLD) return { date, state: 'open', slotsLeft };
  if (slotsLeft > 0) return { date, state: 'few', slotsLeft };
  const emptyDay = {
    ...input,
    busy: [],
    stylists: stylists?.map((stylist) => ({ ...stylist, reserved: [] })),
  };
  const laterToday =
    date === now.date &&
    freeStarts(emptyDay).length === 0 &&
    freeStarts({ ...emptyDay, now: { date: addDays(date, -1), minutes: 0 } }).length > 0;
  return { date, state: laterToday ? 'past' : 'full', slotsLeft: 0 };
}

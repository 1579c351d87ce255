import { weekdayOf } from '@salon/domain';
import type { Branch, WaitlistWindow } from '@salon/contracts';

/** While the branch's hours are not known (the list still loading): a usual salon day. */
const USUAL_DAY = { open: '09:00', close: '18:00' };

/**
 * A new window on `date` spans the branch's hours that day (GET /api/branches). A weekday the
 * branch is closed takes its next open weekday's hours, so the window still reads as a working day.
 */
export function defaultWindow(date: string, hours: Branch['hours'] | undefined): WaitlistWindow {
  const weekday = date ? weekdayOf(date) : Number.NaN;
  let day = null;
  if (hours?.length && Number.isInteger(weekday))
    for (let step = 0; step < 7 && !day; step++) day = hours[(weekday + step) % 7] ?? null;
  const { open, close } = day ?? USUAL_DAY;
  return { date, from: open, to: close };
}

/** True while the window's times are still the default ones of its day (the customer left them). */
export const hasDefaultTimes = (window: WaitlistWindow, hours: Branch['hours'] | undefined) => {
  const usual = defaultWindow(window.date, hours);
  return window.from === usual.from && window.to === usual.to;
};

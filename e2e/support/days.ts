import fs from 'node:fs';
import path from 'node:path';

const SALON_TIME_ZONE = 'Asia/Colombo';
const DAY_MS = 86_400_000;
/** The salon's booking horizon (packages/domain/src/availability.ts, horizonDays). */
const HORIZON_DAYS = 60;
/**
 * The first week is kept for claims that need a near day (`within`, as the owner's overview of
 * the next 7 days does): the others start after it, so early tests cannot use it up.
 */
const NEAR_DAYS = 7;

const todayInSalon = () => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(new Date());

const daysAfter = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

export interface ClaimOptions {
  /** The claimed day is at most this many days ahead (the overview's next 7 days, say). */
  within?: number;
  /** How many different days: a reschedule's from and to, say. */
  count?: number;
}

/**
 * Days of a test's own: each day a test books, fills or closes is claimed here first, so no
 * other test of its salon (any spec or viewport of its worker, support/fixtures.ts) books it. A
 * claim is a file created with O_EXCL in the salon's pool directory (E2E_DAY_POOL_DIR), which
 * no two claims can both create; the nearest free weekday inside the horizon (after the first week, unless
 * `within` asks for a near one) wins. Sundays are closed and never
 * handed out. Throws when the horizon is used up, so a collision shows as a clear error instead
 * of a flaky booking.
 */
export function claimDays({ within = HORIZON_DAYS, count = 1 }: ClaimOptions = {}): string[] {
  const dir = process.env.E2E_DAY_POOL_DIR;
  if (!dir) throw new Error('E2E_DAY_POOL_DIR is not set: run the specs through playwright.config.ts');
  const today = todayInSalon();
  const claimed: string[] = [];
  const first = within <= NEAR_DAYS ? 1 : NEAR_DAYS + 1;
  for (let ahead = first; ahead <= Math.min(within, HORIZON_DAYS) && claimed.length < count; ahead++) {
    const date = daysAfter(today, ahead);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    try {
      fs.closeSync(fs.openSync(path.join(dir, date), 'wx'));
      claimed.push(date);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (claimed.length < count)
    throw new Error(
      `no ${count} free weekday(s) left within ${within} days: e2e/README.md#a-day-of-its-own says what to do`,
    );
  return claimed;
}

/** One day of the test's own (see claimDays). */
export const claimDay = (options: Omit<ClaimOptions, 'count'> = {}) => claimDays(options)[0]!;

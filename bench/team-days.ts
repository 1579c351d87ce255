// The domain's slot search for a team at the size issue 28 asks about: 30 days x 20 branches x
// 10 stylists judged as the month calendar judges them (bookableDay with every stylist a
// candidate), pure computation without the server or the database. Prints the median and p95
// of the whole batch over several rounds; `--root` measures another checkout's domain package
// with the very same days, for a before/after in one sitting.
//   node --import tsx bench/team-days.ts [--rounds 40] [--root <checkout>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type * as Domain from '../packages/domain/src/index.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '40' }, root: { type: 'string' } },
});
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
const domain = (await import(
  pathToFileURL(path.join(root, 'packages/domain/src/index.ts')).href
)) as typeof Domain;
const { DEFAULT_AVAILABILITY_SETTINGS, addDays, bookableDay } = domain;

const DAYS = 30;
const BRANCHES = 20;
const STYLISTS = 10;

/** The same seeded days on every run and checkout. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

type Day = Parameters<typeof bookableDay>[0];

/** A branch's day: ten stylists on shift (some with a break), each booked most of the day. */
function buildDay(date: string, next: (below: number) => number): Day {
  const settings = { ...DEFAULT_AVAILABILITY_SETTINGS, capacity: 8, bufferMinutes: 10, slotStepMinutes: 15 };
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const busy: Array<{ startMinutes: number; endMinutes: number }> = [];
  const stylists = Array.from({ length: STYLISTS }, (_, index) => {
    const reserved: typeof busy = [];
    // Back-to-back visits with a few gaps, 30-120 minutes each, from 09:00 to 19:00.
    for (let start = 9 * 60 + next(4) * 15; start < 18 * 60;) {
      const length = 30 + next(4) * 30;
      if (next(5) > 0) reserved.push({ startMinutes: start, endMinutes: start + length + 10 });
      start += length + 10 + next(3) * 15;
    }
    busy.push(...reserved);
    const hasBreak = index % 3 === 0;
    return {
      staffId: `stylist-${index}`,
      durationMinutes: [30, 45, 60, 90][index % 4]!,
      shifts: hasBreak
        ? [
            { weekday, startMinute: 9 * 60, endMinute: 13 * 60 },
            { weekday, startMinute: 14 * 60, endMinute: 19 * 60 },
          ]
        : [{ weekday, startMinute: 9 * 60, endMinute: 19 * 60 }],
      reserved,
      away: next(10) === 0 ? [{ startMinutes: 12 * 60, endMinutes: 16 * 60 }] : [],
    };
  });
  return {
    date,
    durationMinutes: 60,
    settings,
    busy,
    now: { date: '2026-11-30', minutes: 8 * 60 },
    stylists,
  };
}

const next = random(28);
const days: Day[] = [];
for (let branch = 0; branch < BRANCHES; branch++)
  for (let offset = 1; offset <= DAYS; offset++) {
    const date = addDays('2026-11-30', offset);
    // Sundays are closed by the default hours: judge the Monday after instead.
    const open = new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
    days.push(buildDay(open, next));
  }

const rounds = Number(values.rounds);
const timings: number[] = [];
let freeStarts = 0;
for (let round = 0; round < rounds + 3; round++) {
  const started = performance.now();
  let total = 0;
  for (const day of days) total += bookableDay(day).slotsLeft;
  const ms = performance.now() - started;
  // The first rounds warm the JIT up.
  if (round >= 3) timings.push(ms);
  freeStarts = total;
}
timings.sort((a, b) => a - b);
const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
console.log(
  `${days.length} days x ${STYLISTS} stylists (${freeStarts} free starts): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${rounds} rounds (${root})`,
);

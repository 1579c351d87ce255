// Issue 28's size in the benchmark's database, inserted directly (no HTTP) so it takes seconds:
// 20 branches of 10 stylists each (a quarter of them also working at the next branch on two
// weekdays), every stylist doing the whole catalogue, and the next 30 days booked to about
// two thirds of each stylist's shift time, on the branch's chairs (the exclusion constraints
// hold: never one chair or one stylist twice at once). Plus one signed-in customer whose token
// the load uses. Prints one JSON line for bench/branches.mjs. Runs beside the server:
//   DATA_DIR=<the server's> node --import tsx bench/seed-branches.ts [--branches 20]
//     [--stylists 10] [--days 30] [--fill 0.7] [--chairs 10] [--travel 30]
import { addDays, toSalonDate } from '@salon/domain';
import { eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config/env.ts';
import type { Executor } from '../apps/api/src/db/client.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import {
  branches,
  branchServices,
  salonSettings,
  services,
  sessions,
  slotReservations,
  staff,
  staffBranches,
  staffServices,
  staffShifts,
  users,
} from '../apps/api/src/db/schema/index.ts';
import { salonInstant } from '../apps/api/src/lib/salon-time.ts';
import { generateToken, sha256 } from '../apps/api/src/lib/secrets.ts';

const { values } = parseArgs({
  options: {
    branches: { type: 'string', default: '20' },
    stylists: { type: 'string', default: '10' },
    days: { type: 'string', default: '30' },
    fill: { type: 'string', default: '0.7' },
    chairs: { type: 'string', default: '10' },
    // docs/decisions/0045-branches.md: minutes a stylist needs between two branches.
    travel: { type: 'string', default: '30' },
    seed: { type: 'string', default: '28' },
  },
});
const BRANCHES = Number(values.branches);
const STYLISTS = Number(values.stylists);
const DAYS = Number(values.days);
const FILL = Number(values.fill);
const CHAIRS = Number(values.chairs);

/** The same seeded bookings on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const next = random(Number(values.seed));

const config = loadConfig();
const database = await openDatabase(config, { reuseRunning: true });
const { db } = database;
const started = performance.now();
const today = toSalonDate(new Date(), config.salonTimeZone);

async function insertAll<T>(tx: Executor, table: Parameters<Executor['insert']>[0], rows: T[], size = 1000) {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size) as never);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

try {
  const existing = await db.select().from(branches).orderBy(branches.position);
  const main = existing[0];
  const catalogue = await db.select().from(services).where(eq(services.hidden, false));
  if (!main || catalogue.length === 0) throw new Error('start the server first: it seeds the catalogue');
  const settings = (await db.select().from(salonSettings))[0]!;
  const lengths = [...new Set(catalogue.map((s) => s.durationMinutes))].filter((m) => m <= 120);
  const step = settings.slotStepMinutes;
  const roundUp = (minutes: number) => Math.ceil(minutes / step) * step;

  const result = await db.transaction(async (tx) => {
    // The demo's branches first (main, Nugegoda), then new ones up to BRANCHES, every one with
    // the main branch's hours, CHAIRS chairs and the whole catalogue.
    const added = await tx
      .insert(branches)
      .values(
        Array.from({ length: Math.max(0, BRANCHES - existing.length) }, (_, i) => ({
          name: `Bench branch ${i + existing.length + 1}`,
          address: `${i + 10} Galle Road`,
          openingHours: main.openingHours,
          chairs: CHAIRS,
          position: 10 + i,
        })),
      )
      .returning();
    const places = [...existing, ...added].slice(0, BRANCHES);
    await tx.update(branches).set({ chairs: CHAIRS });
    await tx
      .insert(branchServices)
      .values(places.flatMap((place) => catalogue.map((s) => ({ branchId: place.id, serviceId: s.id }))))
      .onConflictDoNothing();

    // STYLISTS per branch; every fourth also works at the next branch on Tuesdays and Thursdays.
    const team = await tx
      .insert(staff)
      .values(
        places.flatMap((_, b) =>
          Array.from({ length: STYLISTS }, (_, s) => ({
            name: `Bench stylist ${b + 1}-${s + 1}`,
            position: 100 + b * STYLISTS + s,
          })),
        ),
      )
      .returning({ id: staff.id });
    // The database put each at the main branch (migration 0039): they work where the plan says.
    await tx.delete(staffBranches).where(
      sql`${staffBranches.staffId} in (${sql.join(
        team.map((t) => sql`${t.id}`),
        sql`, `,
      )})`,
    );
    type Plan = { staffId: string; home: number; away: number | null; breakAt: number | null };
    const plans: Plan[] = team.map((t, i) => {
      const home = Math.floor(i / STYLISTS);
      const s = i % STYLISTS;
      return {
        staffId: t.id,
        home,
        away: s % 4 === 3 && places.length > 1 ? (home + 1) % places.length : null,
        breakAt: s % 3 === 0 ? 13 * 60 : null,
      };
    });
    await insertAll(
      tx,
      staffBranches,
      plans.flatMap((p) => [
        { staffId: p.staffId, branchId: places[p.home]!.id },
        ...(p.away === null ? [] : [{ staffId: p.staffId, branchId: places[p.away]!.id }]),
      ]),
    );
    await insertAll(
      tx,
      staffServices,
      plans.flatMap((p) => catalogue.map((s) => ({ staffId: p.staffId, serviceId: s.id }))),
    );
    /** Where the stylist works on a weekday (1 = Monday); null: not that day. */
    const branchOn = (p: Plan, weekday: number) =>
      p.away !== null && (weekday === 2 || weekday === 4) ? p.away : weekday === 0 ? null : p.home;
    const shiftsOf = (p: Plan, weekday: number) => {
      const at = branchOn(p, weekday);
      const hours = main.openingHours[weekday];
      if (at === null || !hours) return [];
      const [open, close] = [minutesOf(hours.open), minutesOf(hours.close)];
      return p.breakAt !== null && p.breakAt > open && p.breakAt + 60 < close
        ? [
            { branch: at, startMinute: open, endMinute: p.breakAt },
            { branch: at, startMinute: p.breakAt + 60, endMinute: close },
          ]
        : [{ branch: at, startMinute: open, endMinute: close }];
    };
    await insertAll(
      tx,
      staffShifts,
      plans.flatMap((p) =>
        [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
          shiftsOf(p, weekday).map((shift) => ({
            staffId: p.staffId,
            branchId: places[shift.branch]!.id,
            weekday,
            startMinute: shift.startMinute,
            endMinute: shift.endMinute,
          })),
        ),
      ),
    );

    const [customer] = await tx
      .insert(users)
      .values({ name: 'Bench Branches', email: 'bench-branches@bench.salon.lk', isVerified: true })
      .returning({ id: users.id });
    const token = generateToken();
    await tx.insert(sessions).values({
      tokenHash: sha256(token),
      userId: customer!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    // Each stylist's shifts filled to about FILL with visits of the catalogue's lengths, each on
    // a chair of the branch that is free for it (a visit that finds none is not booked).
    const reservations = [];
    let shiftMinutes = 0;
    let bookedMinutes = 0;
    const dates = Array.from({ length: DAYS }, (_, i) => addDays(today, i + 1));
    for (const date of dates) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const midnight = salonInstant(date, '00:00', config.salonTimeZone).getTime();
      // Per branch, per chair: the minutes taken (start inclusive, end exclusive) this day.
      const chairs = places.map(() => Array.from({ length: CHAIRS }, () => [] as Array<[number, number]>));
      for (const p of plans)
        for (const shift of shiftsOf(p, weekday)) {
          shiftMinutes += shift.endMinute - shift.startMinute;
          for (let t = shift.startMinute; ;) {
            const length = lengths[Math.floor(next() * lengths.length)]!;
            if (t + length > shift.endMinute) break;
            const until = t + length + settings.bufferMinutes;
            if (next() < FILL) {
              const free = chairs[shift.branch]!.findIndex((taken) =>
                taken.every(([from, to]) => until <= from || to <= t),
              );
              if (free >= 0) {
                chairs[shift.branch]![free]!.push([t, until]);
                bookedMinutes += length;
                reservations.push({
                  userId: customer!.id,
                  date,
                  branchId: places[shift.branch]!.id,
                  chair: free + 1,
                  staffId: p.staffId,
                  startsAt: new Date(midnight + t * 60_000),
                  endsAt: new Date(midnight + (t + length) * 60_000),
                  blockedUntil: new Date(midnight + until * 60_000),
                  status: 'booked' as const,
                  services: [],
                });
              }
            }
            t += roundUp(length + settings.bufferMinutes);
          }
        }
    }
    await insertAll(tx, slotReservations, reservations);
    // After the inserts: the gap's trigger would check each row, and no stylist crosses
    // branches within a day here, so it changes no booking.
    await tx.update(salonSettings).set({ branchTravelMinutes: Number(values.travel) });

    const bookable = (p: Plan, branch: number) => p.home === branch || p.away === branch;
    return {
      token,
      serviceId: catalogue.find((s) => s.durationMinutes === 60)?.id ?? catalogue[0]!.id,
      dates,
      branches: places.map((place, b) => ({
        id: place.id,
        name: place.name,
        staffIds: plans.filter((p) => bookable(p, b)).map((p) => p.staffId),
      })),
      counts: {
        branches: places.length,
        stylists: plans.length,
        twoBranchStylists: plans.filter((p) => p.away !== null).length,
        reservations: reservations.length,
        fill: bookedMinutes / shiftMinutes,
      },
    };
  });
  await db.execute(sql`analyze`);
  console.log(JSON.stringify({ ...result, seconds: (performance.now() - started) / 1000 }));
} finally {
  await database.close();
}

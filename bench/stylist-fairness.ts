// "Anyone available" shares the work (docs/decisions/0036-stylists.md): a simulated month on a
// fresh embedded database, four stylists with equal shifts doing the same services, and many
// "anyone" bookings placed through the real availability service (the day lock, judgeStart's
// choice, the reservation insert), at random free starts of random days in random order.
// Prints `busiest/quietest ratio X` over the booked minutes; exits 1 above 1.25.
//   node --import tsx bench/stylist-fairness.ts [--bookings 700] [--seed 36]
import { addDays, datesOfMonth, weekdayOf } from '@salon/domain';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import {
  services,
  slotReservations,
  staff,
  staffServices,
  staffShifts,
  users,
} from '../apps/api/src/db/schema/index.ts';
import { salonClock, salonInstant } from '../apps/api/src/lib/salon-time.ts';
import { createAppointmentsRepository } from '../apps/api/src/modules/appointments/appointments.repository.ts';
import { createAvailabilityRepository } from '../apps/api/src/modules/availability/availability.repository.ts';
import { createAvailabilityService } from '../apps/api/src/modules/availability/availability.service.ts';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '700' },
    seed: { type: 'string', default: '36' },
  },
});
const BOOKINGS = Number(values.bookings);
const LIMIT = 1.25;
const TIME_ZONE = 'Asia/Colombo';

// A small seeded generator: the same month every run.
let state = Number(values.seed) >>> 0 || 1;
const random = () => {
  state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
  return state / 2 ** 32;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-fairness-'));
fs.chmodSync(dataDir, 0o755);
const config = loadConfig({
  NODE_ENV: 'test',
  APP_URL: 'http://fairness.bench',
  DATA_DIR: dataDir,
  SMTP_URL: 'smtp://127.0.0.1:1',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase(config);
const { db } = database;
let ratio = Infinity;
try {
  const clock = { now: () => new Date() };
  const today = salonClock(clock.now(), TIME_ZONE).date;
  // The next month: every day of it is ahead and inside the 60-day horizon.
  const month = addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7);
  const days = datesOfMonth(month).filter((date) => weekdayOf(date) !== 0);

  const catalogue = await db
    .insert(services)
    .values(
      [30, 60, 90].map((durationMinutes) => ({
        title: `Fairness ${durationMinutes}`,
        description: 'Bench',
        category: 'hair' as const,
        priceLkr: 1000 * (durationMinutes / 30),
        durationMinutes,
      })),
    )
    .returning();
  const team = await db
    .insert(staff)
    .values(['Asha', 'Bhanu', 'Chami', 'Dinu'].map((name, position) => ({ name, position })))
    .returning();
  await db
    .insert(staffServices)
    .values(
      team.flatMap((member) => catalogue.map((service) => ({ staffId: member.id, serviceId: service.id }))),
    );
  await db.insert(staffShifts).values(
    team.flatMap((member) =>
      [1, 2, 3, 4, 5, 6].map((weekday) => ({
        staffId: member.id,
        weekday,
        startMinute: 540,
        endMinute: 1140,
      })),
    ),
  );
  const [customer] = await db
    .insert(users)
    .values({ name: 'Fairness Customer', email: 'fairness@example.lk', passwordHash: 'x', isVerified: true })
    .returning();

  const availability = createAvailabilityService({
    repository: createAvailabilityRepository(db),
    clock,
    timeZone: TIME_ZONE,
  });
  const appointments = createAppointmentsRepository(db);
  let booked = 0;
  let tries = 0;
  const started = performance.now();
  while (booked < BOOKINGS && tries < BOOKINGS * 4) {
    tries++;
    const date = pick(days);
    const service = pick(catalogue);
    const visit = {
      durationMinutes: service.durationMinutes,
      lines: [
        {
          serviceId: service.id,
          quantity: 1,
          priceLkr: service.priceLkr,
          durationMinutes: service.durationMinutes,
        },
      ],
    };
    const { slots } = (await availability.openDay(date)).offer(visit);
    if (!slots.length) continue;
    const startTime = pick(slots);
    const startsAt = salonInstant(date, startTime, TIME_ZONE);
    const made = await appointments.transaction(async (tx) => {
      await appointments.lockDay(tx, date);
      const judged = await availability.judgeStart(tx, {
        date,
        startTime,
        startsAt,
        visit: { kind: 'choose', ...visit },
      });
      if (judged.broken) return false;
      await appointments.insertReservation(tx, {
        userId: customer!.id,
        date,
        chair: judged.chair,
        staffId: judged.staffId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + judged.durationMinutes * 60_000),
        blockedUntil: judged.blockedUntil,
        status: 'booked',
        services: [],
      });
      return true;
    });
    if (made) booked++;
  }
  const minutes = await db
    .select({
      staffId: slotReservations.staffId,
      minutes: sql<string>`sum(extract(epoch from ${slotReservations.endsAt} - ${slotReservations.startsAt}) / 60)`,
    })
    .from(slotReservations)
    .groupBy(slotReservations.staffId);
  const byStaff = team.map((member) =>
    Number(minutes.find((row) => row.staffId === member.id)?.minutes ?? 0),
  );
  ratio = Math.max(...byStaff) / Math.max(1, Math.min(...byStaff));
  console.log(
    `stylist fairness: ${booked} "anyone" bookings over ${days.length} days of ${month} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  team.forEach((member, index) => console.log(`  ${member.name}: ${byStaff[index]} booked minutes`));
  console.log(`busiest/quietest ratio ${ratio.toFixed(3)} (limit ${LIMIT})`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ratio <= LIMIT ? 0 : 1);

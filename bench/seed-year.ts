// A year of salon life in the benchmark's database, inserted directly (no HTTP, one password
// hash for everyone) so it takes seconds: customers, past and future appointments with their
// reservations and status history, plus signed-in sessions and carts for the booking load.
// Prints one JSON line for bench/run.mjs. Runs beside the server, on its embedded database:
//   DATA_DIR=<the server's> node --import tsx bench/seed-year.ts [--customers 2000]
//     [--appointments 10000] [--bookers 300]
import { toSalonDate } from '@salon/domain';
import { eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config/env.ts';
import type { Executor } from '../apps/api/src/db/client.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import {
  appointments,
  appointmentStatusChanges,
  cartItems,
  carts,
  salonSettings,
  services,
  sessions,
  slotReservations,
  users,
} from '../apps/api/src/db/schema/index.ts';
import type { AppointmentStatus, BookedService } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { salonInstant } from '../apps/api/src/lib/salon-time.ts';
import { generateToken, sha256 } from '../apps/api/src/lib/secrets.ts';
import { addDays } from '@salon/domain';
import { planYear } from './lib/year-plan.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '2000' },
    appointments: { type: 'string', default: '10000' },
    bookers: { type: 'string', default: '300' },
    // A salon doing 10,000 appointments a year over ten-hour days needs about eight chairs.
    capacity: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
  },
});
const customerCount = Number(values.customers);
const appointmentCount = Number(values.appointments);
const bookerCount = Math.min(Number(values.bookers), customerCount);
const capacity = Number(values.capacity);

const config = loadConfig();
const database = await openDatabase(config, { reuseRunning: true });
const { db } = database;
const started = performance.now();
const now = new Date();
const today = toSalonDate(now, config.salonTimeZone);

/** Inserts in slices: one statement may carry at most 65,535 parameters. */
async function insertAll<T>(tx: Executor, table: Parameters<Executor['insert']>[0], rows: T[], size = 1000) {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size) as never);
}

const FIRST = [
  'Nimali',
  'Kasun',
  'Dilini',
  'Ruwan',
  'Sanduni',
  'Tharindu',
  'Ishara',
  'Chamara',
  'Hiruni',
  'Nuwan',
];
const LAST = [
  'Perera',
  'Fernando',
  'Silva',
  'Jayasinghe',
  'Bandara',
  'Wickramasinghe',
  'Dissanayake',
  'Gunawardena',
];

try {
  const admin = (await db.select().from(users).where(eq(users.role, 'admin')).limit(1))[0];
  const catalogue = (await db.select().from(services).where(eq(services.hidden, false))).map((s) => ({
    serviceId: s.id,
    title: s.title,
    priceLkr: s.priceLkr,
    quantity: 1,
    durationMinutes: s.durationMinutes,
  })) satisfies BookedService[];
  if (!admin || catalogue.length === 0) throw new Error('start the server first: it seeds the catalogue');
  const settingsRow = (await db.select().from(salonSettings))[0]!;
  const passwordHash = await hashPassword('BenchCustomer1');

  const result = await db.transaction(async (tx) => {
    await tx.update(salonSettings).set({ capacity }).where(eq(salonSettings.id, 1));
    const customerIds = (
      await Promise.all(
        Array.from({ length: Math.ceil(customerCount / 1000) }, (_, slice) =>
          tx
            .insert(users)
            .values(
              Array.from({ length: Math.min(1000, customerCount - slice * 1000) }, (_, j) => {
                const n = slice * 1000 + j;
                return {
                  name: `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`,
                  email: `customer-${String(n).padStart(5, '0')}@bench.salon.lk`,
                  passwordHash,
                  isVerified: true,
                  phone: `07${String(10_000_000 + n).slice(-8)}`,
                  createdAt: new Date(now.getTime() - (400 - (n % 400)) * 86_400_000),
                };
              }),
            )
            .returning({ id: users.id }),
        ),
      )
    )
      .flat()
      .map((row) => row.id);

    const plan = planYear({
      today,
      pastDays: 300,
      futureDays: 60,
      count: appointmentCount,
      capacity,
      openingHours: settingsRow.openingHours,
      catalogue,
      seed: Number(values.seed),
    });
    const reservationRows = [];
    const appointmentRows = [];
    const changeRows = [];
    for (const [i, planned] of plan.entries()) {
      const userId = customerIds[i % (customerCount - bookerCount || customerCount)]!;
      const startsAt = salonInstant(planned.date, planned.startTime, config.salonTimeZone);
      const endsAt = new Date(startsAt.getTime() + planned.minutes * 60_000);
      const blockedUntil = new Date(endsAt.getTime() + settingsRow.bufferMinutes * 60_000);
      const createdAt = new Date(startsAt.getTime() - planned.leadDays * 86_400_000);
      const reservationId = crypto.randomUUID();
      const appointmentId = crypto.randomUUID();
      const paymentIntentId = `pi_bench_${i}`;
      const isCancelled = planned.status === 'cancelled';
      reservationRows.push({
        id: reservationId,
        userId,
        date: planned.date,
        chair: planned.chair,
        startsAt,
        endsAt,
        blockedUntil,
        status: isCancelled ? ('released' as const) : ('booked' as const),
        services: planned.services,
        paymentIntentId,
        createdAt,
      });
      const cancelledAt = isCancelled ? new Date(createdAt.getTime() + 86_400_000) : null;
      appointmentRows.push({
        id: appointmentId,
        reference: `SAL-B${String(i).padStart(6, '0')}`,
        userId,
        reservationId,
        date: planned.date,
        startTime: planned.startTime,
        endTime: planned.endTime,
        startsAt,
        status: planned.status,
        services: planned.services,
        servicesTotalLkr: planned.services.reduce((sum, s) => sum + s.priceLkr * s.quantity, 0),
        appointmentFeeLkr: 1000,
        paymentIntentId,
        cancelledAt,
        createdAt,
        updatedAt: createdAt,
      });
      // The path each status took: booked pending, confirmed by the owner, then its end.
      const steps: Array<[AppointmentStatus | null, AppointmentStatus, string | null, Date]> = [
        [null, 'pending', null, createdAt],
      ];
      const confirmedAt = new Date(createdAt.getTime() + 3_600_000);
      if (isCancelled) steps.push(['pending', 'cancelled', userId, cancelledAt!]);
      else if (planned.status !== 'pending') {
        steps.push(['pending', 'confirmed', admin.id, confirmedAt]);
        if (planned.status !== 'confirmed') steps.push(['confirmed', planned.status, admin.id, endsAt]);
      }
      for (const [fromStatus, toStatus, changedBy, changedAt] of steps)
        changeRows.push({
          appointmentId,
          fromStatus,
          toStatus,
          changedBy,
          refunded: toStatus === 'cancelled' ? i % 3 !== 0 : null,
          changedAt,
        });
    }
    await insertAll(tx, slotReservations, reservationRows);
    await insertAll(tx, appointments, appointmentRows);
    await insertAll(tx, appointmentStatusChanges, changeRows);

    // The booking load: customers with a session and one short service in their cart each.
    const bookerIds = customerIds.slice(customerCount - bookerCount);
    // One service for everyone, so the free slots seen before the rush fit every booker.
    const bookedService = catalogue
      .filter((s) => s.durationMinutes <= 60)
      .reduce((best, s) => (s.durationMinutes > best.durationMinutes ? s : best));
    const tokens = bookerIds.map(() => generateToken());
    const expiresAt = new Date(now.getTime() + 86_400_000);
    await insertAll(
      tx,
      sessions,
      bookerIds.map((userId, i) => ({ tokenHash: sha256(tokens[i]!), userId, expiresAt })),
    );
    const cartIds = (
      await tx
        .insert(carts)
        .values(bookerIds.map((userId) => ({ userId })))
        .returning({ id: carts.id })
    ).map((row) => row.id);
    await insertAll(
      tx,
      cartItems,
      cartIds.map((cartId) => ({ cartId, serviceId: bookedService.serviceId })),
    );
    const future = new Map<string, number>();
    for (const planned of plan)
      if (planned.date > today && planned.status !== 'cancelled')
        future.set(planned.date, (future.get(planned.date) ?? 0) + 1);
    const byLoad = [...future.entries()].sort((a, b) => b[1] - a[1]);
    return {
      tokens,
      bookingServiceId: bookedService.serviceId,
      busyDay: byLoad[0]?.[0] ?? addDays(today, 2),
      busyDayAppointments: byLoad[0]?.[1] ?? 0,
      // The quietest open days ahead, about one per 30 bookers: room for most of them, and
      // still few enough days that they collide.
      bookingDays: byLoad
        .slice(-Math.max(3, Math.ceil(bookerCount / 30)))
        .map(([date]) => date)
        .sort(),
      counts: {
        customers: customerIds.length,
        appointments: appointmentRows.length,
        statusChanges: changeRows.length,
        byStatus: Object.fromEntries(
          ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'].map((s) => [
            s,
            plan.filter((p) => p.status === s).length,
          ]),
        ),
      },
    };
  });
  await db.execute(sql`analyze`);
  console.log(JSON.stringify({ ...result, capacity, seconds: (performance.now() - started) / 1000 }));
} finally {
  await database.close();
}

import { eq, sql } from 'drizzle-orm';
import { branches, branchServices, staffBranches, staffShifts } from '../db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';

type Hours = { open: string; close: string } | null;
const MON_TO_SAT = (open: string, close: string): Hours[] => [
  null,
  ...Array.from({ length: 6 }, () => ({ open, close })),
];

/**
 * A branch beside the main one (docs/decisions/0045-branches.md), straight into the database:
 * its own hours (Monday to Saturday 10:00-20:00 and Sunday 09:00-14:00 unless told), chairs
 * and fee, offering the services given (each at its own price where given).
 */
export async function addBranch(
  t: TestApp,
  {
    name,
    chairs = 2,
    bookingFeeLkr = null,
    openingHours = [{ open: '09:00', close: '14:00' }, ...MON_TO_SAT('10:00', '20:00').slice(1)],
    services = [],
    position = 1,
    closedAt = null,
  }: {
    name: string;
    chairs?: number;
    bookingFeeLkr?: number | null;
    openingHours?: Hours[];
    services?: Array<{ serviceId: string; priceLkr?: number }>;
    position?: number;
    closedAt?: Date | null;
  },
) {
  const [row] = await t.db
    .insert(branches)
    .values({
      name,
      address: `No. 1, ${name} Road, ${name}`,
      phone: '+94 11 285 4321',
      lat: 6.8649,
      lng: 79.8997,
      openingHours,
      chairs,
      bookingFeeLkr,
      position,
      closedAt,
    })
    .returning();
  if (services.length)
    await t.db.insert(branchServices).values(
      services.map((service) => ({
        branchId: row!.id,
        serviceId: service.serviceId,
        priceLkr: service.priceLkr ?? null,
      })),
    );
  return row!;
}

/** The main branch as the migration made it. */
export async function mainBranch(t: TestApp) {
  const [row] = await t.db
    .select()
    .from(branches)
    .where(eq(branches.id, sql`salon_main_branch()`));
  return row!;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The stylist works at the branch too, with these shifts ("10:00-19:00") there each Monday to Saturday. */
export async function addWorkplace(t: TestApp, staffId: string, branchId: string, shifts: string[]) {
  await t.db.insert(staffBranches).values({ staffId, branchId });
  await t.db.insert(staffShifts).values(
    [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      shifts.map((shift) => {
        const [start, end] = shift.split('-') as [string, string];
        return { staffId, branchId, weekday, startMinute: minutesOf(start), endMinute: minutesOf(end) };
      }),
    ),
  );
}

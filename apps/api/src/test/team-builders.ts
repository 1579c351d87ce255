import { toSalonDate, weekdayOf } from '@salon/domain';
import { staff, staffServices, staffShifts, staffTimeOff } from '../db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { signedInCustomer } from './builders.ts';

/** One stylist's services (own price and length, null: the catalogue's) and daily shifts ("09:00-13:00"). */
export interface StylistPlan {
  name: string;
  services: Array<{ serviceId: string; priceLkr?: number; durationMinutes?: number }>;
  /** Each Monday to Saturday. */
  shifts: string[];
  bookableOnline?: boolean;
  position?: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Puts a stylist on the team (docs/decisions/0036-stylists.md), straight into the database. */
export async function addStylist(t: TestApp, plan: StylistPlan) {
  const [row] = await t.db
    .insert(staff)
    .values({ name: plan.name, bookableOnline: plan.bookableOnline ?? true, position: plan.position ?? 0 })
    .returning();
  if (plan.services.length)
    await t.db.insert(staffServices).values(
      plan.services.map((service) => ({
        staffId: row!.id,
        serviceId: service.serviceId,
        priceLkr: service.priceLkr ?? null,
        durationMinutes: service.durationMinutes ?? null,
      })),
    );
  const shifts = [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    plan.shifts.map((shift) => {
      const [start, end] = shift.split('-') as [string, string];
      return { staffId: row!.id, weekday, startMinute: minutesOf(start), endMinute: minutesOf(end) };
    }),
  );
  if (shifts.length) await t.db.insert(staffShifts).values(shifts);
  return row!;
}

export async function addTimeOff(t: TestApp, staffId: string, startsAt: Date, endsAt: Date) {
  await t.db.insert(staffTimeOff).values({ staffId, startsAt, endsAt, reason: 'Training' });
}

/** `count` different Monday-to-Saturday salon dates from `minDays` ahead of the test clock. */
export function openDates(t: TestApp, count: number, minDays = 3): string[] {
  const dates: string[] = [];
  for (let days = minDays; dates.length < count; days++) {
    const date = toSalonDate(new Date(t.clock.now().getTime() + days * 86_400_000), 'Asia/Colombo');
    if (weekdayOf(date) !== 0) dates.push(date);
  }
  return dates;
}

/** A signed-in customer with these services in the cart. */
export async function customerWithServices(t: TestApp, serviceIds: string[]) {
  const customer = await signedInCustomer(t);
  for (const serviceId of serviceIds)
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: customer.auth,
      payload: { serviceId },
    });
  return customer;
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonSettings, slotReservations } from '../../db/schema/index.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService } from '../../test/builders.ts';
import { addStylist, addTimeOff, customerWithServices, openDates } from '../../test/team-builders.ts';

/**
 * The answers of a busy day with four stylists, pinned as the code gave them before the
 * availability path was made faster (docs/architecture.md#availability): every start offered to
 * "Anyone available" and to each stylist, for carts of different lengths, the month's count for
 * the day, and what a refused hold offers instead. A faster shape must give the very same answers.
 */

let t: TestApp;
let date: string;
let customerId: string;
let otherCustomerId: string;
let cut: { id: string };
let colour: { id: string };
let nails: { id: string };
let amaya: { id: string };
let bimal: { id: string };
let chathu: { id: string };
let dinu: { id: string };

const at = (time: string) => salonInstant(date, time, 'Asia/Colombo');
const MINUTE = 60_000;

/** A reservation straight into the database: `minutes` long, the salon's 15-minute buffer after it. */
function reservation(
  chair: number,
  staffId: string | null,
  start: string,
  minutes: number,
  status: 'booked' | 'held' | 'released' = 'booked',
  holdExpiresAt: Date | null = null,
  userId = customerId,
) {
  const startsAt = at(start);
  const endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
  return {
    userId,
    date,
    chair,
    staffId,
    startsAt,
    endsAt,
    blockedUntil: new Date(endsAt.getTime() + 15 * MINUTE),
    status,
    holdExpiresAt,
    services: [],
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  date = openDates(t, 1, 5)[0]!;
  await t.db.update(salonSettings).set({ capacity: 3, bufferMinutes: 15 });
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  colour = await createService(t, { title: 'Colour', durationMinutes: 90, priceLkr: 8000 });
  nails = await createService(t, { title: 'Nails', durationMinutes: 30, priceLkr: 3000 });
  amaya = await addStylist(t, {
    name: 'Amaya',
    position: 1,
    services: [{ serviceId: cut.id, durationMinutes: 45 }, { serviceId: colour.id }],
    shifts: ['09:00-13:00', '14:00-19:00'],
  });
  bimal = await addStylist(t, {
    name: 'Bimal',
    position: 2,
    services: [{ serviceId: cut.id }, { serviceId: nails.id }],
    shifts: ['09:00-19:00'],
  });
  chathu = await addStylist(t, {
    name: 'Chathu',
    position: 3,
    services: [{ serviceId: cut.id }, { serviceId: colour.id, durationMinutes: 120 }],
    shifts: ['12:00-19:00'],
  });
  dinu = await addStylist(t, {
    name: 'Dinu',
    position: 4,
    services: [{ serviceId: nails.id, durationMinutes: 40 }, { serviceId: cut.id }],
    shifts: ['10:00-13:00', '13:30-16:00'],
  });
  customerId = (await customerWithServices(t, [])).userId;
  // One live hold per customer (migration 0005): the lapsed one is another's.
  otherCustomerId = (await customerWithServices(t, [])).userId;
  const now = t.clock.now();
  await t.db.insert(slotReservations).values([
    reservation(1, amaya.id, '09:00', 45),
    reservation(2, bimal.id, '10:00', 60),
    reservation(3, null, '11:00', 60),
    reservation(1, null, '11:00', 30),
    reservation(2, chathu.id, '12:00', 90),
    reservation(1, dinu.id, '14:00', 40),
    reservation(3, amaya.id, '15:00', 90),
    reservation(1, bimal.id, '16:00', 60, 'held', new Date(now.getTime() + 10 * MINUTE)),
    // A lapsed hold and a released booking take nobody's time.
    reservation(2, bimal.id, '18:00', 45, 'held', new Date(now.getTime() - MINUTE), otherCustomerId),
    reservation(3, chathu.id, '17:00', 60, 'released'),
  ]);
  await addTimeOff(t, bimal.id, at('12:30'), at('14:00'));
  await addTimeOff(t, chathu.id, at('18:00'), new Date(at('23:00').getTime() + 3 * 60 * MINUTE));
});
afterAll(() => t.close());

async function offered(serviceIds: string[], staffId?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { date, services: serviceIds.map((_id) => ({ _id, quantity: 1 })), ...(staffId && { staffId }) },
  });
  expect(response.statusCode).toBe(200);
  const { availableSlots, duration } = response.json().data as { availableSlots: string[]; duration: number };
  return `${duration} min: ${availableSlots.join(' ')}`;
}

describe('a busy day with four stylists', () => {
  it('offers "Anyone available" the same starts as before', async () => {
    expect(await offered([cut.id])).toMatchInlineSnapshot(
      `"60 min: 10:00 11:30 12:00 14:00 14:30 15:00 15:30 16:00 16:30 17:00 17:30 18:00"`,
    );
    expect(await offered([colour.id])).toMatchInlineSnapshot(
      `"90 min: 11:30 14:00 14:30 15:00 15:30 16:00 17:00 17:30"`,
    );
    expect(await offered([nails.id])).toMatchInlineSnapshot(
      `"30 min: 09:00 10:00 11:30 12:00 14:00 14:30 15:00 17:30 18:00 18:30"`,
    );
    expect(await offered([cut.id, nails.id])).toMatchInlineSnapshot(`"90 min: 14:00 17:30"`);
  });

  it('offers each stylist the same starts as before, for their own length', async () => {
    expect(await offered([cut.id], amaya.id)).toMatchInlineSnapshot(
      `"45 min: 10:00 11:30 12:00 14:00 17:00 17:30 18:00"`,
    );
    expect(await offered([colour.id], amaya.id)).toMatchInlineSnapshot(`"90 min: 11:30 17:00 17:30"`);
    expect(await offered([cut.id], bimal.id)).toMatchInlineSnapshot(
      `"60 min: 11:30 14:00 14:30 17:30 18:00"`,
    );
    expect(await offered([nails.id], bimal.id)).toMatchInlineSnapshot(
      `"30 min: 09:00 11:30 12:00 14:00 14:30 15:00 17:30 18:00 18:30"`,
    );
    expect(await offered([cut.id], chathu.id)).toMatchInlineSnapshot(
      `"60 min: 14:00 14:30 15:00 15:30 16:00 16:30 17:00"`,
    );
    expect(await offered([colour.id], chathu.id)).toMatchInlineSnapshot(
      `"120 min: 14:00 14:30 15:00 15:30 16:00"`,
    );
    expect(await offered([nails.id], dinu.id)).toMatchInlineSnapshot(`"40 min: 10:00 11:30 12:00 15:00"`);
    expect(await offered([cut.id, nails.id], dinu.id)).toMatchInlineSnapshot(`"100 min: "`);
  });

  it("counts the day in the month's calendar as check-availability does", async () => {
    for (const [serviceIds, staffId] of [
      [[cut.id], undefined],
      [[colour.id], chathu.id],
      [[nails.id], dinu.id],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/bookable-days',
        payload: {
          month: date.slice(0, 7),
          services: serviceIds.map((_id) => ({ _id, quantity: 1 })),
          ...(staffId && { staffId }),
        },
      });
      expect(response.statusCode).toBe(200);
      const day = (response.json().data.days as Array<{ date: string; slotsLeft: number }>).find(
        (d) => d.date === date,
      );
      const starts = (await offered([...serviceIds], staffId)).split(': ')[1]!.split(' ').filter(Boolean);
      expect(day?.slotsLeft).toBe(starts.length);
    }
  });

  it('refuses a taken start with the same nearest starts, and gives a free one to the same stylist', async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const hold = (startTime: string, staffId?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/create-payment-intent',
        headers: customer.auth,
        payload: { totalAmount: 1000, date, startTime, ...(staffId && { staffId }) },
      });
    const taken = await hold('10:00', bimal.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.nearestSlots).toMatchInlineSnapshot(`
      [
        "11:30",
        "14:00",
        "14:30",
      ]
    `);
    const anyone = await hold('14:00');
    expect(anyone.statusCode).toBe(200);
    const [held] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.userId, customer.userId));
    // Free at 14:00: Amaya (135 booked minutes), Bimal (120) and Chathu (90), who gets it.
    expect(held?.staffId).toBe(chathu.id);
    expect(held?.chair).toBe(2);
  });
});

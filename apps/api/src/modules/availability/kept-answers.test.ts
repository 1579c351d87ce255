import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotReservations } from '../../db/schema/index.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin } from '../../test/builders.ts';
import { addStylist, customerWithServices, openDates } from '../../test/team-builders.ts';

/**
 * docs/decisions/0014-memory-first-reads.md: a look at a day already answered is answered from
 * memory. Each test asks the same question twice (the second answer is the kept one), then
 * changes what the answer depends on and asks again: the change must show at once.
 */

let t: TestApp;
let dates: string[];
let cut: { id: string };
let amaya: { id: string };
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  // Each test its own day, two apart.
  dates = openDates(t, 6, 3);
  cut = await createService(t, { title: 'Kept cut', durationMinutes: 60, priceLkr: 5000 });
  amaya = await addStylist(t, {
    name: 'Amaya',
    position: 1,
    services: [{ serviceId: cut.id }],
    shifts: ['09:00-19:00'],
  });
});
afterAll(() => t.close());

async function starts(date: string, staffId?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { date, services: [{ _id: cut.id, quantity: 1 }], ...(staffId && { staffId }) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.availableSlots as string[];
}

/** The same question twice: the first works it out, the second is the kept answer. */
async function askedTwice(date: string, staffId?: string) {
  const first = await starts(date, staffId);
  expect(await starts(date, staffId)).toEqual(first);
  return first;
}

describe('a kept answer', () => {
  it('offers a held start again once the hold lapses, with no change in the database', async () => {
    const date = dates[0]!;
    const customer = await customerWithServices(t, []);
    const startsAt = salonInstant(date, '10:00', 'Asia/Colombo');
    await t.db.insert(slotReservations).values({
      userId: customer.userId,
      date,
      chair: 1,
      staffId: amaya.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * MINUTE),
      blockedUntil: new Date(startsAt.getTime() + 75 * MINUTE),
      status: 'held',
      holdExpiresAt: new Date(t.clock.now().getTime() + 10 * MINUTE),
      services: [],
    });
    for (const staffId of [amaya.id, undefined]) {
      expect(await askedTwice(date, staffId)).not.toContain('10:00');
    }
    t.clock.advanceSeconds(11 * 60);
    for (const staffId of [amaya.id, undefined]) {
      expect(await starts(date, staffId)).toContain('10:00');
    }
  });

  it('drops a start a customer holds, for the next look at once', async () => {
    const date = dates[2]!;
    expect(await askedTwice(date, amaya.id)).toContain('14:00');
    expect(await askedTwice(date)).toContain('14:00');
    const customer = await customerWithServices(t, [cut.id]);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: customer.auth,
      payload: { totalAmount: 1000, date, startTime: '14:00' },
    });
    expect(hold.statusCode).toBe(200);
    expect(await starts(date, amaya.id)).not.toContain('14:00');
    expect(await starts(date)).not.toContain('14:00');
  });

  // The owner's settings drop no slot: the kept settings are what tells.
  it('drops the starts past a closing time the owner brings forward', async () => {
    const date = dates[4]!;
    expect(await askedTwice(date, amaya.id)).toEqual(expect.arrayContaining(['14:00', '14:30', '15:00']));
    expect(await askedTwice(date)).toEqual(expect.arrayContaining(['14:00', '14:30', '15:00']));
    const admin = await signedInAdmin(t);
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })
    ).json().data.settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: {
        ...current,
        closedDates: undefined,
        openingHours: current.openingHours.map((day: { open: string } | null) =>
          day ? { open: day.open, close: '15:00' } : null,
        ),
      },
    });
    expect(saved.statusCode).toBe(200);
    for (const staffId of [amaya.id, undefined]) {
      const after = await starts(date, staffId);
      expect(after).toContain('14:00');
      expect(after).not.toContain('14:30');
      expect(after).not.toContain('15:00');
    }
  });
});

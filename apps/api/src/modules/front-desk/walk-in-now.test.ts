import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { deskWalkIn } from '../../test/booking-builders.ts';
import { createService, signedInAdmin, signedInCustomer, uniqueMobile } from '../../test/builders.ts';
import { addStylist, openDates } from '../../test/team-builders.ts';

/*
 * docs/decisions/0040-front-desk.md: a walk-in may start now. The website keeps its lead time
 * (an hour by default); the owner's front desk does not, though a time already past stays past.
 * This file moves its own clock, so it has an app of its own.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let date: string;
let cut: { id: string };
let amaya: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  cut = await createService(t, { title: 'Walk-in cut', durationMinutes: 30, priceLkr: 2500 });
  amaya = await addStylist(t, { name: 'Amaya', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
  // 10:05 in Colombo on an open day ahead: the salon opens at 9 and the lead time is an hour.
  date = openDates(t, 1, 5)[0]!;
  const target = Date.parse(`${date}T10:05:00+05:30`);
  t.clock.advanceSeconds((target - t.clock.now().getTime()) / 1000);
});
afterAll(() => t.close());

const starts = async (auth: Record<string, string> | undefined, atDesk?: boolean) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    ...(auth && { headers: auth }),
    payload: { date, services: [{ _id: cut.id, quantity: 1 }], staffId: amaya.id, ...(atDesk && { atDesk }) },
  });
  return response;
};

describe('a walk-in at the front desk', () => {
  it('is offered the next start at once, where the website waits out its lead time', async () => {
    const website = await starts(undefined);
    expect(website.statusCode, website.body).toBe(200);
    const online = website.json().data.availableSlots as string[];
    expect(online).not.toContain('10:30');
    expect(online[0]).toBe('11:30');

    const desk = await starts(admin.auth, true);
    expect(desk.statusCode, desk.body).toBe(200);
    const offered = desk.json().data.availableSlots as string[];
    // Not 10:00: that is past.
    expect(offered[0]).toBe('10:30');
  });

  it('is booked for the next start, which the website could not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: admin.auth,
      payload: deskWalkIn(cut.id, date, '11:00', { staffId: amaya.id }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: admin.auth,
      payload: {
        customer: { name: 'Too Late', phone: uniqueMobile() },
        services: [cut.id],
        staffId: amaya.id,
        date,
        startTime: '10:00',
        feeSettlement: 'waived',
      },
    });
    expect(past.statusCode).toBe(409);
  });

  it('asking as the front desk is the owner’s alone', async () => {
    const customer = await signedInCustomer(t);
    expect((await starts(customer.auth, true)).statusCode).toBe(403);
    expect((await starts(undefined, true)).statusCode).toBe(401);
  });
});

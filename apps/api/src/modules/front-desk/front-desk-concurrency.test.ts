import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin, uniqueMobile } from '../../test/builders.ts';
import { addStylist, customerWithServices, openDates } from '../../test/team-builders.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Real HTTP requests over real sockets, so the races happen as they would in production. */
async function post(auth: Record<string, string>, path: string, body: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

describe('front desk under concurrency', () => {
  it(
    'two front-desk bookings and an online hold racing for one stylist at one time: exactly one wins',
    { timeout: 120_000 },
    async () => {
      const service = await createService(t, { title: 'Race cut', durationMinutes: 60, priceLkr: 3000 });
      const stylist = await addStylist(t, {
        name: 'Racer',
        services: [{ serviceId: service.id }],
        shifts: ['09:00-19:00'],
      });
      const [date] = openDates(t, 1, 4);
      const admins = await Promise.all([signedInAdmin(t), signedInAdmin(t)]);
      for (let round = 0; round < 5; round++) {
        // A new customer each round: a customer's next hold would end their earlier one.
        const online = await customerWithServices(t, [service.id]);
        const startTime = `${String(10 + round).padStart(2, '0')}:00`;
        const desk = (auth: Record<string, string>) =>
          post(auth, '/api/admin/appointments', {
            customer: { name: 'Racing Walk In', phone: uniqueMobile() },
            services: [service.id],
            staffId: stylist.id,
            date,
            startTime,
            feeSettlement: 'due-at-desk',
          });
        const outcomes = await Promise.all([
          desk(admins[0]!.auth),
          desk(admins[1]!.auth),
          post(online.auth, '/api/appointments/create-payment-intent', {
            totalAmount: 1000,
            date,
            startTime,
            staffId: stylist.id,
          }),
        ]);
        const won = outcomes.filter((status) => status === 201 || status === 200);
        expect(won, `round ${round}: ${outcomes.join(', ')}`).toHaveLength(1);
        expect(outcomes.filter((status) => status === 409)).toHaveLength(2);
        const live = await t.db
          .select()
          .from(slotReservations)
          .where(
            and(
              eq(slotReservations.staffId, stylist.id),
              eq(slotReservations.date, date!),
              inArray(slotReservations.status, ['held', 'booked']),
            ),
          );
        expect(live).toHaveLength(round + 1);
      }
    },
  );
});

import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, salonSettings, slotReservations } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { VISA } from '../../test/booking-builders.ts';
import { addBranch, addWorkplace, mainBranch } from '../../test/branch-builders.ts';
import { createService } from '../../test/builders.ts';
import { addStylist, customerWithServices, openDates } from '../../test/team-builders.ts';

type Customer = Awaited<ReturnType<typeof customerWithServices>>;

let t: TestApp;
let baseUrl: string;
let mainId: string;
let nugegodaId: string;
let cut: { id: string };
let kasun: { id: string };
let amaya: { id: string };

// docs/decisions/0045-branches.md: Kasun works at both branches with shifts at each that overlap
// (10:00-19:00 at Nugegoda, 09:00-19:00 at the main one); Amaya only at the main branch.
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  mainId = (await mainBranch(t)).id;
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  nugegodaId = (await addBranch(t, { name: 'Nugegoda', chairs: 3, services: [{ serviceId: cut.id }] })).id;
  kasun = await addStylist(t, { name: 'Kasun', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
  await addWorkplace(t, kasun.id, nugegodaId, ['10:00-19:00']);
  amaya = await addStylist(t, { name: 'Amaya', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
});
afterAll(() => t.close());

/** Real HTTP requests over real sockets, so the races happen as they would in production. */
async function post(customer: Customer | undefined, path: string, body: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...customer?.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      clientSecret?: string;
      paymentIntentId?: string;
      data: { availableSlots: string[] };
    },
  };
}

async function payAndBook(
  customer: Customer,
  date: string,
  startTime: string,
  staffId: string,
  branchId: string,
) {
  const started = await post(customer, '/api/appointments/create-payment-intent', {
    totalAmount: 1000,
    date,
    startTime,
    staffId,
    branchId,
  });
  if (started.status !== 200) return started.status;
  await post(customer, '/api/payments/sandbox/confirm', {
    clientSecret: started.body.clientSecret,
    card: VISA,
  });
  return (await post(customer, '/api/appointments/create', { paymentIntentId: started.body.paymentIntentId }))
    .status;
}

const freeTimes = async (date: string, staffId: string, branchId: string) =>
  (
    await post(undefined, '/api/appointments/check-availability', {
      date,
      services: [{ _id: cut.id }],
      staffId,
      branchId,
    })
  ).body.data.availableSlots as string[];

describe('a stylist at two branches (docs/decisions/0045-branches.md)', () => {
  it('GET /api/staff lists the stylists working at the branch asked about (the main one without)', async () => {
    const names = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/staff${query}` })).json().data.staff as Array<{
          name: string;
        }>
      ).map((member) => member.name);
    expect(await names('')).toEqual(['Amaya', 'Kasun']);
    expect(await names(`?branchId=${mainId}`)).toEqual(['Amaya', 'Kasun']);
    expect(await names(`?branchId=${nugegodaId}`)).toEqual(['Kasun']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/staff?branchId=7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers a stylist only inside their shifts at that branch', async () => {
    const [date] = openDates(t, 1, 30);
    expect((await freeTimes(date!, kasun.id, mainId))[0]).toBe('09:00');
    expect((await freeTimes(date!, kasun.id, nugegodaId))[0]).toBe('10:00');
    // Amaya does not work at Nugegoda.
    const refused = await post(undefined, '/api/appointments/check-availability', {
      date,
      services: [{ _id: cut.id }],
      staffId: amaya.id,
      branchId: nugegodaId,
    });
    expect(refused.status).toBe(404);
  });

  it('never books them at both branches at overlapping times', async () => {
    const [date] = openDates(t, 1, 32);
    expect(await payAndBook(await customerWithServices(t, [cut.id]), date!, '11:00', kasun.id, mainId)).toBe(
      201,
    );
    const atNugegoda = await freeTimes(date!, kasun.id, nugegodaId);
    expect(atNugegoda).not.toContain('11:00');
    expect(atNugegoda).not.toContain('10:30');
    expect(atNugegoda).toContain('12:00');
    expect(
      await payAndBook(await customerWithServices(t, [cut.id]), date!, '11:30', kasun.id, nugegodaId),
    ).toBe(409);
    expect(
      await payAndBook(await customerWithServices(t, [cut.id]), date!, '12:00', kasun.id, nugegodaId),
    ).toBe(201);
  });

  it(
    'gives exactly one of customers racing for them at the two branches at once',
    { timeout: 120_000 },
    async () => {
      const [date] = openDates(t, 1, 34);
      const customers = await Promise.all(
        Array.from({ length: 10 }, () => customerWithServices(t, [cut.id])),
      );
      const outcomes = await Promise.all(
        customers.map((customer, index) =>
          payAndBook(customer, date!, '14:00', kasun.id, index % 2 === 0 ? mainId : nugegodaId),
        ),
      );
      expect(outcomes.filter((status) => status === 201)).toHaveLength(1);
      expect(outcomes.filter((status) => status === 409)).toHaveLength(9);
      const booked = await t.db
        .select()
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .where(and(eq(appointments.date, date!), eq(slotReservations.staffId, kasun.id)));
      expect(booked).toHaveLength(1);
    },
  );

  it('keeps the travel gap between their bookings at two branches, in the offer and in the database', async () => {
    await t.db.update(salonSettings).set({ branchTravelMinutes: 30 });
    try {
      const [date] = openDates(t, 1, 36);
      expect(
        await payAndBook(await customerWithServices(t, [cut.id]), date!, '10:00', kasun.id, mainId),
      ).toBe(201);
      // 10:00-11:00 at the main branch: not at Nugegoda before 11:30.
      const atNugegoda = await freeTimes(date!, kasun.id, nugegodaId);
      expect(atNugegoda).not.toContain('11:00');
      expect(atNugegoda).toContain('11:30');
      // At the same branch, no gap.
      expect(await freeTimes(date!, kasun.id, mainId)).toContain('11:00');
      expect(
        await payAndBook(await customerWithServices(t, [cut.id]), date!, '11:00', kasun.id, nugegodaId),
      ).toBe(409);
      // The database refuses it whatever the code does.
      const [one] = await t.db
        .select()
        .from(slotReservations)
        .where(and(eq(slotReservations.date, date!), eq(slotReservations.staffId, kasun.id)));
      const startsAt = salonInstant(date!, '11:15', 'Asia/Colombo');
      const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
      const error = await t.db
        .insert(slotReservations)
        .values({
          ...one!,
          id: undefined,
          paymentIntentId: null,
          branchId: nugegodaId,
          chair: 1,
          startsAt,
          endsAt,
          blockedUntil: endsAt,
        })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(isExclusionViolation(error)).toBe(true);
      expect(
        await payAndBook(await customerWithServices(t, [cut.id]), date!, '11:30', kasun.id, nugegodaId),
      ).toBe(201);
    } finally {
      await t.db.update(salonSettings).set({ branchTravelMinutes: 0 });
    }
  });
});

import { branchMessages } from '@salon/contracts';
import { addDays, weekdayOf } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, branches, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { confirmCard, createAppointment } from '../../test/booking-builders.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import { createService } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { customerWithServices, openDates } from '../../test/team-builders.ts';

type Customer = Awaited<ReturnType<typeof customerWithServices>>;

let t: TestApp;
let main: Awaited<ReturnType<typeof mainBranch>>;
let nugegoda: Awaited<ReturnType<typeof addBranch>>;
let cut: { id: string };
let facial: { id: string };

// docs/decisions/0045-branches.md: a salon of two branches, as the demo has, with no team
// (bookings take chairs only); stylists across branches: branch-stylists.test.ts.
beforeAll(async () => {
  t = await buildTestApp();
  main = await mainBranch(t);
  await t.db.update(branches).set({ name: 'Colombo 7' }).where(eq(branches.id, main.id));
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  // Offered at the main branch only: services made before the second branch are not offered there.
  facial = await createService(t, { title: 'Facial', durationMinutes: 60, priceLkr: 6000 });
  nugegoda = await addBranch(t, {
    name: 'Nugegoda',
    chairs: 1,
    bookingFeeLkr: 1500,
    services: [{ serviceId: cut.id, priceLkr: 4000 }],
  });
});
afterAll(() => t.close());

const freeTimes = async (date: string, serviceId: string, branchId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { date, services: [{ _id: serviceId }], ...(branchId && { branchId }) },
  });

const hold = (customer: Customer, date: string, startTime: string, totalAmount: number, branchId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/create-payment-intent',
    headers: customer.auth,
    payload: { totalAmount, date, startTime, ...(branchId && { branchId }) },
  });

async function book(customer: Customer, date: string, startTime: string, fee: number, branchId?: string) {
  const started = await hold(customer, date, startTime, fee, branchId);
  if (started.statusCode !== 200) return started;
  await confirmCard(t, customer, started.json().clientSecret);
  return createAppointment(t, customer, started.json().paymentIntentId);
}

describe('branches (docs/decisions/0045-branches.md)', () => {
  it('GET /api/branches lists the open branches, the main one first, with address, hours and place', async () => {
    await addBranch(t, { name: 'Kandy', position: 2, closedAt: new Date('2026-01-01T00:00:00Z') });
    const response = await t.app.inject({ method: 'GET', url: '/api/branches' });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.branches;
    expect(listed.map((branch: { name: string }) => branch.name)).toEqual(['Colombo 7', 'Nugegoda']);
    expect(listed[1]).toEqual({
      _id: nugegoda.id,
      name: 'Nugegoda',
      address: 'No. 1, Nugegoda Road, Nugegoda',
      mapUrl: null,
      phone: '+94 11 285 4321',
      whatsapp: null,
      hours: nugegoda.openingHours,
      lat: 6.8649,
      lng: 79.8997,
    });
    // The main branch keeps the salon's hours (the migration copied them).
    expect(listed[0].hours[1]).toEqual({ open: '09:00', close: '19:00' });
  });

  it('answers for the main branch without a branchId, and refuses an unknown or closed one', async () => {
    const [date] = openDates(t, 1, 20);
    const without = await freeTimes(date!, cut.id);
    const withMain = await freeTimes(date!, cut.id, main.id);
    expect(without.statusCode).toBe(200);
    expect(without.json().data.availableSlots).toEqual(withMain.json().data.availableSlots);
    expect(without.json().data.availableSlots[0]).toBe('09:00');

    const unknown = await freeTimes(date!, cut.id, '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    const galle = await addBranch(t, {
      name: 'Galle',
      position: 3,
      closedAt: new Date('2026-01-01T00:00:00Z'),
    });
    // The database announces the new branch to the server's read cache (migration 0039).
    const refused = await eventually(async () => {
      const answer = await freeTimes(date!, cut.id, galle.id);
      return answer.statusCode === 404 ? undefined : answer;
    }, 'the new branch reaching the read cache');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(branchMessages.branchClosed);
    const bad = await freeTimes(date!, cut.id, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });

  it("applies each branch's hours: Nugegoda opens later, closes later and opens on Sunday", async () => {
    const [monday] = openDates(t, 6, 22).filter((date) => weekdayOf(date) === 1);
    const sunday = addDays(monday!, -1);
    const atMain = (await freeTimes(monday!, cut.id)).json().data.availableSlots as string[];
    const atNugegoda = (await freeTimes(monday!, cut.id, nugegoda.id)).json().data.availableSlots as string[];
    expect([atMain[0], atMain.at(-1)]).toEqual(['09:00', '18:00']);
    expect([atNugegoda[0], atNugegoda.at(-1)]).toEqual(['10:00', '19:00']);
    expect((await freeTimes(sunday, cut.id)).json().data.availableSlots).toEqual([]);
    const sundayNugegoda = (await freeTimes(sunday, cut.id, nugegoda.id)).json().data.availableSlots;
    expect([sundayNugegoda[0], sundayNugegoda.at(-1)]).toEqual(['09:00', '13:00']);
  });

  it("books at the branch's own price and fee, and every answer names the branch and its address", async () => {
    const [date] = openDates(t, 1, 24);
    const customer = await customerWithServices(t, [cut.id]);
    // The screen showed the salon's fee: the branch asks its own.
    const wrongFee = await hold(customer, date!, '11:00', 1000, nugegoda.id);
    expect(wrongFee.statusCode).toBe(400);
    expect(wrongFee.json()).toMatchObject({ code: 'FEE_CHANGED', params: { fee: 1500 } });

    const booked = await book(customer, date!, '11:00', 1500, nugegoda.id);
    expect(booked.statusCode).toBe(201);
    const appointment = booked.json().data.appointment;
    expect(appointment).toMatchObject({
      appointmentFee: 1500,
      totalAmount: 4000,
      branch: { _id: nugegoda.id, name: 'Nugegoda', address: 'No. 1, Nugegoda Road, Nugegoda' },
    });
    expect(appointment.services[0].service.price).toBe(4000);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment._id));
    expect(row!.branchId).toBe(nugegoda.id);
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.id, row!.reservationId));
    expect(reservation!.branchId).toBe(nugegoda.id);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/my-appointments',
      headers: customer.auth,
    });
    expect(mine.json().data.appointments[0].branch).toMatchObject({ name: 'Nugegoda' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${appointment._id}`,
      headers: customer.auth,
    });
    expect(detail.json().data.appointment.branch).toMatchObject({ _id: nugegoda.id });
    // The booking mail and its calendar event name the branch and its address.
    let mail = await t.smtp.waitForMail(customer.email);
    while (!mail.subject.includes('Your Salon appointment'))
      mail = await t.smtp.waitForMail(customer.email, t.smtp.countTo(customer.email));
    expect(mail.text).toContain('Branch: Nugegoda.');
    expect(mail.text).toContain('Salon address: No. 1, Nugegoda Road, Nugegoda');
    const ics = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics');
    expect(ics!.content.toString().replace(/\r\n /g, '')).toContain(
      'LOCATION:Salon Nugegoda\\, No. 1\\, Nugegoda Road\\, Nugegoda',
    );

    // Without a branch: the main branch, the catalogue's price and the salon's fee.
    const other = await customerWithServices(t, [cut.id]);
    const atMain = await book(other, date!, '11:00', 1000);
    expect(atMain.statusCode).toBe(201);
    expect(atMain.json().data.appointment).toMatchObject({
      totalAmount: 5000,
      appointmentFee: 1000,
      branch: { _id: main.id, name: 'Colombo 7' },
    });
  });

  it("gives each branch its own chairs: Nugegoda's one chair taken does not take the main branch's", async () => {
    const [date] = openDates(t, 1, 26);
    expect(
      (await book(await customerWithServices(t, [cut.id]), date!, '12:00', 1500, nugegoda.id)).statusCode,
    ).toBe(201);
    const second = await hold(await customerWithServices(t, [cut.id]), date!, '12:00', 1500, nugegoda.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SLOT_TAKEN');
    expect((await freeTimes(date!, cut.id, nugegoda.id)).json().data.availableSlots).not.toContain('12:00');
    expect((await freeTimes(date!, cut.id)).json().data.availableSlots).toContain('12:00');
    expect((await book(await customerWithServices(t, [cut.id]), date!, '12:00', 1000)).statusCode).toBe(201);
  });

  it('refuses to close a branch with bookings still to come there, in the database itself', async () => {
    const [date] = openDates(t, 1, 30);
    const matara = await addBranch(t, { name: 'Matara', position: 4, services: [{ serviceId: cut.id }] });
    await eventually(async () => {
      const answer = await freeTimes(date!, cut.id, matara.id);
      return answer.statusCode === 200 ? answer : undefined;
    }, 'the new branch reaching the read cache');
    const booked = await book(await customerWithServices(t, [cut.id]), date!, '12:00', 1000, matara.id);
    expect(booked.statusCode).toBe(201);
    const close = () => t.db.update(branches).set({ closedAt: new Date() }).where(eq(branches.id, matara.id));
    await expect(close()).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'branches_close_without_future_bookings' },
    });
    expect((await t.db.select().from(branches).where(eq(branches.id, matara.id)))[0]!.closedAt).toBeNull();
    // Once that booking is cancelled, the branch closes.
    await t.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(appointments.id, booked.json().data.appointment._id));
    await close();
    expect(
      (await t.db.select().from(branches).where(eq(branches.id, matara.id)))[0]!.closedAt,
    ).not.toBeNull();
  });

  it('refuses a service the branch does not offer, and holds nothing', async () => {
    const [date] = openDates(t, 1, 28);
    const customer = await customerWithServices(t, [facial.id]);
    const refused = await hold(customer, date!, '12:00', 1500, nugegoda.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(branchMessages.serviceNotOfferedAtBranch);
    expect((await t.db.select().from(slotReservations)).filter((r) => r.userId === customer.userId)).toEqual(
      [],
    );
    const times = await freeTimes(date!, facial.id, nugegoda.id);
    expect(times.statusCode).toBe(400);
    expect(times.json().message).toBe(branchMessages.serviceNotOfferedAtBranch);
  });

  it('marks the cart services the branch does not offer, prices the rest, and names the branch for its days', async () => {
    const customer = await customerWithServices(t, [cut.id, facial.id]);
    const atNugegoda = await t.app.inject({
      method: 'GET',
      url: `/api/cart/get-cart?branchId=${nugegoda.id}`,
      headers: customer.auth,
    });
    expect(atNugegoda.statusCode).toBe(200);
    const cart = atNugegoda.json().data.cart;
    const offeredOf = (title: string) =>
      cart.items.find((item: { title: string }) => item.title === title).offered;
    expect([offeredOf('Cut'), offeredOf('Facial')]).toEqual([true, false]);
    // Only what Nugegoda can book is priced: its Cut at LKR 4,000 and its fee.
    expect(cart.summary).toMatchObject({ servicesTotal: 4000, bookingFee: 1500, totalDuration: 60 });
    // The salon's cart marks nothing and prices everything.
    const salonCart = (
      await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth })
    ).json().data.cart;
    expect(salonCart.items.every((item: object) => !('offered' in item))).toBe(true);
    expect(salonCart.summary.servicesTotal).toBe(11000);

    const month = openDates(t, 1, 30)[0]!.slice(0, 7);
    const days = (services: string[], branchId?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/bookable-days',
        payload: { month, services: services.map((_id) => ({ _id })), ...(branchId && { branchId }) },
      });
    const refused = await days([cut.id, facial.id], nugegoda.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: branchMessages.serviceNotOfferedAtBranch,
      details: { missingIds: [facial.id] },
    });
    expect((await days([cut.id], nugegoda.id)).statusCode).toBe(200);
    // A service the salon does not have at all stays an unknown one.
    const unknown = await days(['a0000000-0000-4000-8000-00000000dead'], nugegoda.id);
    expect(unknown.json().message).toBe('Could not extract service IDs from cart');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentIntents, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  asIfVisitBegun,
  bookableDate,
  bookThroughApi,
  customerWithCart,
} from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof customerWithCart>>;
const cancel = (customer: { auth: Record<string, string> }, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel`, headers: customer.auth });
const setStatus = (id: string, status: string, auth = admin.auth) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: auth,
    payload: { status },
  });

async function booked(customer?: Customer, daysAhead = 3, time = '10:00') {
  const owner = customer ?? (await customerWithCart(t));
  const response = await bookThroughApi(t, owner, bookableDate(t, daysAhead), time);
  expect(response.statusCode, response.body).toBe(201);
  return { owner, appointment: response.json().data.appointment };
}

const refundOf = async (paymentIntentId: string) =>
  (await t.db.query.sandboxPaymentIntents.findFirst({
    where: eq(sandboxPaymentIntents.id, paymentIntentId),
  }))!.refundId;

/** The customer's cancellation mail, once it arrives (the booking confirmation comes first). */
async function cancellationMail(email: string) {
  for (;;) {
    const found = t.smtp.mails.find((mail) => mail.to === email && mail.subject.includes('is cancelled'));
    if (found) return found;
    await t.smtp.waitForMail(email, t.smtp.countTo(email));
  }
}

describe('my appointments', () => {
  it('lists upcoming visits first, soonest first, whatever order they were booked in', async () => {
    const owner = await customerWithCart(t);
    const later = await bookThroughApi(t, owner, bookableDate(t, 9), '11:00');
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: owner.auth,
      payload: { serviceId: owner.service.id },
    });
    const sooner = await bookThroughApi(t, owner, bookableDate(t, 4), '11:00');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/my-appointments',
      headers: owner.auth,
    });
    expect(list.json().data.appointments.map((a: { _id: string }) => a._id)).toEqual([
      sooner.json().data.appointment._id,
      later.json().data.appointment._id,
    ]);
    expect(list.json().data.appointments[0].startsAt).toBe(
      new Date(`${bookableDate(t, 4)}T11:00:00+05:30`).toISOString(),
    );
  });

  it('lists only my appointments, and shows one by id only to its owner', async () => {
    const { owner, appointment } = await booked();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/my-appointments',
      headers: owner.auth,
    });
    expect(list.json().data.appointments.map((a: { _id: string }) => a._id)).toEqual([appointment._id]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/appointments/${appointment._id}`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(200);
    const stranger = await customerWithCart(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/appointments/${appointment._id}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await cancel(stranger, appointment._id)).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('refunds the fee 24 hours or more ahead and frees the chair', async () => {
    const { owner, appointment } = await booked(undefined, 3);
    const response = await cancel(owner, appointment._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Appointment cancelled successfully',
      data: {
        appointment: { status: 'cancelled', feeRefunded: true, feeRefundPending: false },
        refund: { refunded: true, amountLkr: 1000, reachesCardWithin: '5-10 working days' },
      },
    });
    expect(await refundOf(appointment.paymentId)).not.toBeNull();
    const mail = await cancellationMail(owner.email);
    expect(mail.text).toContain(`You cancelled your appointment ${appointment.appointmentId}`);
    expect(mail.text).toContain('booking fee is refunded: it reaches your card in 5-10 working days');
    const reservations = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.paymentIntentId, appointment.paymentId));
    expect(reservations[0]!.status).toBe('released');
    expect((await cancel(owner, appointment._id)).statusCode).toBe(409);
  });

  it('keeps the fee inside 24 hours', async () => {
    const { owner, appointment } = await booked(undefined, 2, '15:00');
    const startsAt = Date.parse(`${appointment.date}T${appointment.startTime}:00+05:30`);
    t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 - 23 * 3600);
    const response = await cancel(owner, appointment._id);
    expect(response.json().data).toMatchObject({
      appointment: { status: 'cancelled', feeRefunded: false, feeRefundPending: false },
      refund: { refunded: false, amountLkr: 0, reachesCardWithin: null },
    });
    expect(await refundOf(appointment.paymentId)).toBeNull();
    const mail = await cancellationMail(owner.email);
    expect(mail.text).toContain('booking fee is not refunded');
  });

  it('refuses to cancel a completed appointment', async () => {
    const { owner, appointment } = await booked(undefined, 5, '12:00');
    expect((await setStatus(appointment._id, 'confirmed')).statusCode).toBe(200);
    const completed = await asIfVisitBegun(t, appointment._id, () => setStatus(appointment._id, 'completed'));
    expect(completed.statusCode).toBe(200);
    const response = await cancel(owner, appointment._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only pending or confirmed appointments can be cancelled');
  });

  it("refuses once the visit's time has passed and changes nothing", async () => {
    const { owner, appointment } = await booked(undefined, 2, '16:00');
    const startsAt = Date.parse(`${appointment.date}T${appointment.startTime}:00+05:30`);
    t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 + 3600);
    const response = await cancel(owner, appointment._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 'error',
      message: "This visit's time has passed; it can no longer be cancelled online.",
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${appointment._id}`,
      headers: owner.auth,
    });
    expect(mine.json().data.appointment).toMatchObject({ status: 'pending', feeRefunded: false });
    expect(await refundOf(appointment.paymentId)).toBeNull();
  });
});

describe('admin', () => {
  it.each([
    [['confirmed'], 200, '09:00'],
    [['completed'], 409, '10:00'],
    [['confirmed', 'no-show'], 200, '11:00'],
    [['confirmed', 'completed', 'cancelled'], 409, '13:00'],
    [['cancelled', 'confirmed'], 409, '14:00'],
  ])('status path %j ends with %i', async (path, lastStatus, time) => {
    const { appointment } = await booked(undefined, 6, time);
    let response;
    for (const status of path)
      response = await asIfVisitBegun(t, appointment._id, () => setStatus(appointment._id, status));
    expect(response!.statusCode).toBe(lastStatus);
    if (lastStatus === 409) expect(response!.json().message).toBe('This status change is not allowed');
  });

  it('lists with filters and paging, and is admin-only', async () => {
    const first = await booked(undefined, 7, '09:00');
    await booked(undefined, 8, '09:00');
    const byDate = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/all?from=${first.appointment.date}&to=${first.appointment.date}`,
      headers: admin.auth,
    });
    expect(byDate.json().data.appointments.map((a: { _id: string }) => a._id)).toContain(
      first.appointment._id,
    );
    expect(
      byDate.json().data.appointments.every((a: { date: string }) => a.date === first.appointment.date),
    ).toBe(true);
    const bySearch = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/all?search=${first.owner.email}`,
      headers: admin.auth,
    });
    expect(bySearch.json().data).toMatchObject({
      total: 1,
      appointments: [{ _id: first.appointment._id, customer: { email: first.owner.email } }],
    });
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/all?page=1&pageSize=1',
      headers: admin.auth,
    });
    expect(paged.json().data).toMatchObject({ page: 1, pageSize: 1 });
    expect(paged.json().data.appointments).toHaveLength(1);
    expect(paged.json().data.total).toBeGreaterThanOrEqual(2);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/all?status=pending',
      headers: admin.auth,
    });
    expect(pending.json().data.appointments.every((a: { status: string }) => a.status === 'pending')).toBe(
      true,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/appointments/all', headers: first.owner.auth }))
        .statusCode,
    ).toBe(403);
    expect((await setStatus(first.appointment._id, 'confirmed', first.owner.auth)).statusCode).toBe(403);
  });
});

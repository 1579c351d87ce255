import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, cartItems, salonSettings, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  bookThroughApi,
  confirmCard,
  createAppointment,
  customerWithCart,
  startPayment,
  VISA,
} from '../../test/booking-builders.ts';
import { createService, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const checkAvailability = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', headers: auth, payload });

describe('check-availability', () => {
  it('offers 12-hour-day slots for the duration the catalogue says, not the browser', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t, { durationMinutes: 120 });
    const date = bookableDate(t);
    const response = await checkAvailability(customer.auth, {
      date,
      services: [{ _id: service.id, averageTime: 5, quantity: 2 }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.duration).toBe(240);
    expect(body.availableSlots).toEqual(body.data.availableSlots);
    expect(body.availableSlots[0]).toBe('09:00');
    expect(body.availableSlots.at(-1)).toBe('15:00');
  });

  it.each([
    [
      { services: [{ _id: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11' }] },
      'Please select a date for your appointment',
    ],
    [{ date: '2026-12-01', services: [] }, 'Please add services to your cart first'],
    [{ date: '2026-12-01', services: [{ averageTime: 30 }] }, 'Service ID is required for each service'],
  ])('answers 400 for %j', async (payload, message) => {
    const customer = await signedInCustomer(t);
    const response = await checkAvailability(customer.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('names unknown services in details.missingIds', async () => {
    const customer = await signedInCustomer(t);
    const unknown = '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11';
    const response = await checkAvailability(customer.auth, {
      date: bookableDate(t),
      services: [{ _id: unknown, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Could not extract service IDs from cart',
      details: { missingIds: [unknown] },
    });
  });
});

describe('paying the booking fee and booking', () => {
  it('holds, pays by card, books once, empties the cart and mails an .ics', async () => {
    const customer = await customerWithCart(t, 90);
    const date = bookableDate(t);
    const intent = await startPayment(t, customer, date, '10:00');
    expect(intent.statusCode).toBe(200);
    const { clientSecret, paymentIntentId, data } = intent.json();
    expect(clientSecret).toContain(paymentIntentId);
    expect(data.provider).toBe('sandbox');

    const confirmed = await confirmCard(t, customer, clientSecret);
    expect(confirmed.json()).toEqual({ paymentIntent: { id: paymentIntentId, status: 'succeeded' } });

    const created = await createAppointment(t, customer, paymentIntentId);
    expect(created.statusCode).toBe(201);
    const appointment = created.json().data.appointment;
    expect(created.json().message).toBe('Appointment booked successfully!');
    expect(appointment).toMatchObject({
      status: 'pending',
      date,
      startTime: '10:00',
      endTime: '11:30',
      paymentId: paymentIntentId,
      totalAmount: 5000,
      appointmentFee: 1000,
      feeRefunded: false,
    });
    expect(appointment.appointmentId).toMatch(/^SAL-[0-9A-F]{8}$/);
    expect(appointment.services).toEqual([
      {
        service: { _id: customer.service.id, title: 'Treatment 90', price: 5000, averageTime: 90 },
        quantity: 1,
      },
    ]);

    const replay = await createAppointment(t, customer, paymentIntentId);
    expect(replay.json().data.appointment._id).toBe(appointment._id);
    expect(
      await t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId)),
    ).toHaveLength(1);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth });
    expect(cart.json().data.cart.items).toEqual([]);

    const mail = await t.smtp.waitForMail(customer.email, 1);
    expect(mail.subject).toContain('Your Salon appointment');
    expect(mail.text).toContain('Paid now: LKR 1,000 (LKR 1,000 booking fee).');
    expect(mail.text).toContain('To pay at the salon: LKR 5,000.');
    const ics = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics');
    const text = ics!.content.toString();
    // 10:00-11:30 in Colombo (UTC+05:30) is 04:30-06:00 UTC.
    expect(text).toContain(`DTSTART:${date.replace(/-/g, '')}T043000Z`);
    expect(text).toContain(`DTEND:${date.replace(/-/g, '')}T060000Z`);
  });

  it('says in the confirmation mail that the fee comes off the bill when the salon deducts it', async () => {
    await t.db.update(salonSettings).set({ feeDeductedAtSalon: true });
    try {
      const customer = await customerWithCart(t, 30);
      const booked = await bookThroughApi(t, customer, bookableDate(t, 5), '12:00');
      expect(booked.statusCode).toBe(201);
      let mail = await t.smtp.waitForMail(customer.email);
      while (!mail.subject.includes('Your Salon appointment'))
        mail = await t.smtp.waitForMail(customer.email, t.smtp.countTo(customer.email));
      expect(mail.text).toContain('Paid now: LKR 1,000 (LKR 1,000 booking fee).');
      expect(mail.text).toContain('To pay at the salon: LKR 4,000 (booking fee deducted).');
    } finally {
      await t.db.update(salonSettings).set({ feeDeductedAtSalon: false });
    }
  });

  it('refuses a fee other than 1000 LKR and holds nothing', async () => {
    const customer = await customerWithCart(t);
    const response = await startPayment(t, customer, bookableDate(t), '10:00', 500);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The booking fee is LKR 1000');
    expect(
      await t.db.select().from(slotReservations).where(eq(slotReservations.userId, customer.userId)),
    ).toEqual([]);
  });

  it('refuses an empty cart, a Sunday and a start that is not offered', async () => {
    const empty = await signedInCustomer(t);
    expect((await startPayment(t, empty, bookableDate(t), '10:00')).json().message).toBe(
      'Please add services to your cart first',
    );
    const customer = await customerWithCart(t);
    let sunday = bookableDate(t);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0)
      sunday = new Date(Date.parse(`${sunday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await startPayment(t, customer, sunday, '10:00')).statusCode).toBe(400);
    const late = await startPayment(t, customer, bookableDate(t), '18:30');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'This time slot is no longer available. Please choose another.',
      code: 'SLOT_TAKEN',
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('card %s fails as on Stripe (%s) and books nothing', async (number, code, message) => {
    const customer = await customerWithCart(t);
    // Each failed payment keeps its hold for 15 minutes, so each case takes its own day.
    const { clientSecret, paymentIntentId } = (
      await startPayment(t, customer, bookableDate(t, 10 + (Number(number.slice(-4)) % 17)), '11:00')
    ).json();
    const confirmed = await confirmCard(t, customer, clientSecret, { ...VISA, number });
    expect(confirmed.json()).toMatchObject({
      error: { code, message, payment_intent: { id: paymentIntentId } },
    });
    const created = await createAppointment(t, customer, paymentIntentId);
    expect(created.statusCode).toBe(402);
    expect(created.json().message).toBe('The payment has not been completed');
  });

  it.each([
    [[], 'Please add services to your cart before booking'],
    [['not a line'], 'Invalid service data in cart'],
    [[{ quantity: 1 }], 'Missing service ID'],
  ])('refuses cart lines %j when booking; the paid hold is still booked once', async (services, message) => {
    const customer = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (
      await startPayment(t, customer, bookableDate(t, 9), '15:00')
    ).json();
    await confirmCard(t, customer, clientSecret, VISA);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create',
      headers: customer.auth,
      payload: { paymentIntentId, services },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    // A paid hold is booked whatever the call says: the money never waits on a client's input.
    expect((await createAppointment(t, customer, paymentIntentId)).statusCode).toBe(201);
    const booked = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.paymentIntentId, paymentIntentId));
    expect(booked).toHaveLength(1);
  });

  it('refuses a past expiry date', async () => {
    const customer = await customerWithCart(t);
    const { clientSecret } = (await startPayment(t, customer, bookableDate(t, 8), '11:00')).json();
    const confirmed = await confirmCard(t, customer, clientSecret, { ...VISA, expYear: 2020 });
    expect(confirmed.json().error.code).toBe('invalid_expiry_year');
  });

  it("refuses to book with another customer's payment", async () => {
    const owner = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, owner, bookableDate(t), '12:00')).json();
    await confirmCard(t, owner, clientSecret);
    const thief = await customerWithCart(t);
    const response = await createAppointment(t, thief, paymentIntentId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This payment belongs to another account');
  });

  it('books a payment that lands after its hold lapsed when a chair is still free', async () => {
    const customer = await customerWithCart(t);
    const date = bookableDate(t, 4);
    const { clientSecret, paymentIntentId } = (await startPayment(t, customer, date, '13:00')).json();
    t.clock.advanceSeconds(16 * 60);
    await confirmCard(t, customer, clientSecret);
    const created = await createAppointment(t, customer, paymentIntentId);
    expect(created.statusCode).toBe(201);
  });

  it('refunds and answers 409 when the hold lapsed and the slot was taken meanwhile', async () => {
    const date = bookableDate(t, 5);
    const late = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, late, date, '14:00')).json();
    t.clock.advanceSeconds(16 * 60);
    for (let chair = 0; chair < 3; chair++) {
      const taken = await bookThroughApi(t, await customerWithCart(t), date, '14:00');
      expect(taken.statusCode, taken.body).toBe(201);
    }
    const paid = await confirmCard(t, late, clientSecret);
    expect(paid.json().paymentIntent.status).toBe('succeeded');
    const created = await createAppointment(t, late, paymentIntentId);
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      message: 'Sorry, this time slot was taken while you were paying. Your booking fee has been refunded.',
      code: 'FEE_REFUNDED',
    });
    const intent = await t.db.query.sandboxPaymentIntents.findFirst({
      where: (table, { eq: equals }) => equals(table.id, paymentIntentId),
    });
    expect(intent!.refundId).not.toBeNull();
    expect((await t.db.select().from(cartItems)).length).toBeGreaterThan(0);
  });

  it('books the payment by itself when the customer closes the tab (sweep)', async () => {
    const customer = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (
      await startPayment(t, customer, bookableDate(t, 6), '09:00')
    ).json();
    // Paid, but the browser never called create: the sandbox confirm books it at once...
    await confirmCard(t, customer, clientSecret);
    expect(
      await t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId)),
    ).toHaveLength(1);
    // ...and an unpaid hold is released by the sweep once it lapses.
    const other = await customerWithCart(t);
    await startPayment(t, other, bookableDate(t, 6), '09:00');
    t.clock.advanceSeconds(16 * 60);
    const swept = await t.app.sweepBookings();
    expect(swept.released).toBeGreaterThanOrEqual(1);
    const holds = await t.db.select().from(slotReservations).where(eq(slotReservations.userId, other.userId));
    expect(holds.map((hold) => hold.status)).toEqual(['released']);
  });
});

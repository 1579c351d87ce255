import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  salonSettings,
  sandboxPaymentIntents,
  slotReservations,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  confirmCard,
  createAppointment,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';
import { signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const OUT_OF_RANGE = 'The booking fee must be a whole number of rupees from LKR 200 to LKR 50,000';

const putRules = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/booking-rules', headers, payload: payload as object });
const setFee = async (bookingFeeLkr: number) => {
  const saved = await putRules({ bookingFeeLkr });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
};
const storedFee = async () => (await t.db.select().from(salonSettings))[0]!.bookingFeeLkr;
const publicConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data;
const cartSummary = async (customer: { auth: Record<string, string> }) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth })).json().data.cart
    .summary;
const reservationsOf = (userId: string) =>
  t.db.select().from(slotReservations).where(eq(slotReservations.userId, userId));

describe('the booking fee is the owner’s setting (docs/product.md#9)', () => {
  it('starts at LKR 1000 in the rules, the public config and the cart', async () => {
    const rules = await t.app.inject({ method: 'GET', url: '/api/admin/booking-rules', headers: admin.auth });
    expect(rules.json().data.rules.bookingFeeLkr).toBe(1000);
    expect((await publicConfig()).bookingFeeLkr).toBe(1000);
    const customer = await customerWithCart(t);
    expect(await cartSummary(customer)).toMatchObject({
      servicesTotal: 5000,
      bookingFee: 1000,
      totalAmount: 6000,
    });
  });

  it('once the owner sets LKR 1500, the config, the cart and the payment check all ask 1500', async () => {
    const customer = await customerWithCart(t);
    // Read (and cached) before the change: the change must not leave the old answer behind.
    expect((await publicConfig()).bookingFeeLkr).toBe(1000);
    try {
      const saved = await setFee(1500);
      expect(saved.json()).toMatchObject({
        message: 'Booking rules saved',
        data: { rules: { autoConfirm: false, feeDeductedAtSalon: false, bookingFeeLkr: 1500 } },
      });
      expect(await storedFee()).toBe(1500);
      expect((await publicConfig()).bookingFeeLkr).toBe(1500);
      expect(await cartSummary(customer)).toMatchObject({ bookingFee: 1500, totalAmount: 6500 });

      const date = bookableDate(t, 41);
      const atOldFee = await startPayment(t, customer, date, '10:00', 1000);
      expect(atOldFee.statusCode).toBe(400);
      expect(atOldFee.json()).toMatchObject({
        message: 'The booking fee is LKR 1500',
        // By id too, so each screen words it in its reader's language.
        messageId: 'The booking fee is LKR {fee}',
        params: { fee: 1500 },
        code: 'FEE_CHANGED',
        details: { bookingFeeLkr: 1500 },
      });
      expect(await reservationsOf(customer.userId)).toEqual([]);

      const atNewFee = await startPayment(t, customer, date, '10:00', 1500);
      expect(atNewFee.statusCode, atNewFee.body).toBe(200);
      const { paymentIntentId } = atNewFee.json();
      const [reservation] = await reservationsOf(customer.userId);
      expect(reservation).toMatchObject({ bookingFeeLkr: 1500, paymentIntentId });
      const [intent] = await t.db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, paymentIntentId));
      expect(intent!.amountMinor).toBe(150_000);
    } finally {
      await setFee(1000);
    }
  });

  it('books a hold started at LKR 1000 and paid after the change at 1000, and its mail says 1000', async () => {
    const customer = await customerWithCart(t);
    const started = await startPayment(t, customer, bookableDate(t, 42), '11:00', 1000);
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, paymentIntentId } = started.json();
    try {
      await setFee(1500);
      await confirmCard(t, customer, clientSecret);
      const booked = await createAppointment(t, customer, paymentIntentId);
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().data.appointment.appointmentFee).toBe(1000);
      const [row] = await t.db
        .select()
        .from(appointments)
        .where(eq(appointments.paymentIntentId, paymentIntentId));
      expect(row!.appointmentFeeLkr).toBe(1000);

      let mail = await t.smtp.waitForMail(customer.email);
      while (!mail.subject.includes('Your Salon appointment'))
        mail = await t.smtp.waitForMail(customer.email, t.smtp.countTo(customer.email));
      expect(mail.text).toContain('Paid now: LKR 1,000 (LKR 1,000 booking fee).');
      expect(mail.text).not.toContain('1,500');
    } finally {
      await setFee(1000);
    }
  });

  it('names the fee an appointment paid when the salon cancels it, not the fee set since', async () => {
    const customer = await customerWithCart(t);
    try {
      await setFee(1500);
      const started = await startPayment(t, customer, bookableDate(t, 43), '12:00', 1500);
      expect(started.statusCode, started.body).toBe(200);
      const { clientSecret, paymentIntentId } = started.json();
      await confirmCard(t, customer, clientSecret);
      const booked = await createAppointment(t, customer, paymentIntentId);
      expect(booked.json().data.appointment.appointmentFee).toBe(1500);
      await setFee(1000);
      const cancelled = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${booked.json().data.appointment._id}/status`,
        headers: admin.auth,
        payload: { status: 'cancelled' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().message).toBe(
        'Appointment cancelled. The LKR 1500 booking fee has been refunded to the customer.',
      );
    } finally {
      await setFee(1000);
    }
  });

  it('refuses a fee out of range or not a whole number with a clear 400, changing nothing', async () => {
    for (const bookingFeeLkr of [199, 50_001, 0, -1000, 1000.5, '1500', null]) {
      const refused = await putRules({ bookingFeeLkr, autoConfirm: true });
      expect(refused.statusCode, String(bookingFeeLkr)).toBe(400);
      expect(refused.json().message).toBe(OUT_OF_RANGE);
    }
    expect((await t.db.select().from(salonSettings))[0]).toMatchObject({
      bookingFeeLkr: 1000,
      autoConfirm: false,
    });
    expect((await publicConfig()).bookingFeeLkr).toBe(1000);
    // The bounds themselves are fine.
    await setFee(200);
    await setFee(50_000);
    await setFee(1000);
  });

  it('holds the same bounds in the database, whoever writes', async () => {
    for (const bookingFeeLkr of [199, 50_001]) {
      await expect(t.db.update(salonSettings).set({ bookingFeeLkr })).rejects.toMatchObject({
        cause: expect.objectContaining({ constraint: 'salon_settings_booking_fee_range' }),
      });
    }
    expect(await storedFee()).toBe(1000);
  });

  it('lets no customer and no visitor change it', async () => {
    const customer = await signedInCustomer(t);
    const asCustomer = await putRules({ bookingFeeLkr: 1500 }, customer.auth);
    expect(asCustomer.statusCode).toBe(403);
    expect((await putRules({ bookingFeeLkr: 1500 }, {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/booking-rules', headers: customer.auth }))
        .statusCode,
    ).toBe(403);
    expect(await storedFee()).toBe(1000);
    expect((await publicConfig()).bookingFeeLkr).toBe(1000);
  });
});

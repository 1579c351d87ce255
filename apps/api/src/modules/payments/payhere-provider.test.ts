import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  messageDeliveries,
  payhereDuplicatePayments,
  payherePayments,
  slotReservations,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  createAppointment,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { PAYHERE_TEST_KEYS, startPayHereTestApp } from '../../test/payhere-app.ts';
import type { PayHereFake } from '../../test/payhere-fake.ts';
import { payhereCheckoutHash } from './payhere-provider.ts';

const KEYS = PAYHERE_TEST_KEYS;

let t: TestApp;
let fake: PayHereFake;
let notifyUrl: string;
let close: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let daysAhead = 3;

beforeAll(async () => {
  ({ t, fake, notifyUrl, close } = await startPayHereTestApp());
  admin = await signedInAdmin(t);
});
afterAll(() => close());

/** A customer holding a fresh slot (each on its own day) with the PayHere checkout the API handed out. */
async function heldCheckout() {
  const customer = await customerWithCart(t);
  const started = await startPayment(t, customer, bookableDate(t, daysAhead++), '10:00');
  expect(started.statusCode).toBe(200);
  const data = started.json().data as {
    paymentIntentId: string;
    provider: string;
    checkout: { action: string; fields: Record<string, string> };
  };
  return { customer, orderId: data.paymentIntentId, data };
}

const appointmentsOf = (orderId: string) =>
  t.db.select().from(appointments).where(eq(appointments.paymentIntentId, orderId));
const reservationOf = async (orderId: string) =>
  (await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, orderId)))[0]!;
const paymentOf = async (orderId: string) =>
  (await t.db.select().from(payherePayments).where(eq(payherePayments.orderId, orderId)))[0]!;

async function notify(fields: Record<string, string>) {
  const response = await fake.notify(notifyUrl, fields);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function bookedThroughPayHere() {
  const held = await heldCheckout();
  const paid = fake.notification({ orderId: held.orderId, statusCode: 2 });
  expect((await notify(paid)).status).toBe(200);
  const [appointment] = await appointmentsOf(held.orderId);
  expect(appointment).toBeDefined();
  return { ...held, paymentId: paid.payment_id, appointment: appointment! };
}

describe('the PayHere checkout', () => {
  it('hands the browser a signed hosted checkout for the hold, 1000.00 LKR', async () => {
    const { customer, orderId, data } = await heldCheckout();
    expect(data.provider).toBe('payhere');
    expect((await reservationOf(orderId)).id).toBe(orderId);
    expect(data.checkout.action).toBe(`${fake.url}/pay/checkout`);
    expect(data.checkout.fields).toEqual({
      merchant_id: KEYS.merchantId,
      return_url: `http://salon.test/book-appointment/payhere-return?order_id=${orderId}`,
      cancel_url: `http://salon.test/book-appointment?payhere=cancelled&order_id=${orderId}`,
      notify_url: 'http://salon.test/api/payments/payhere/notify',
      order_id: orderId,
      items: 'Salon booking fee',
      currency: 'LKR',
      amount: '1000.00',
      first_name: 'Nimali',
      last_name: 'Perera',
      email: expect.stringContaining('@'),
      // PayHere reads Sri Lankan numbers in their local form: the customer's own.
      phone: customer.phone,
      address: '12 Flower Road, Colombo 7',
      city: 'Not given',
      country: 'Sri Lanka',
      hash: payhereCheckoutHash(KEYS.merchantId, orderId, '1000.00', 'LKR', KEYS.merchantSecret),
    });
    expect(data.checkout.fields.hash).toMatch(/^[0-9A-F]{32}$/);
  });

  it('asks PayHere for the fee the owner set, signed with it (docs/product.md#9)', async () => {
    const setFee = (bookingFeeLkr: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/booking-rules',
        headers: admin.auth,
        payload: { bookingFeeLkr },
      });
    expect((await setFee(1500)).statusCode).toBe(200);
    try {
      const customer = await customerWithCart(t);
      const started = await startPayment(t, customer, bookableDate(t, daysAhead++), '10:00', 1500);
      expect(started.statusCode, started.body).toBe(200);
      const { paymentIntentId: orderId, checkout } = started.json().data;
      expect(checkout.fields.amount).toBe('1500.00');
      expect(checkout.fields.hash).toBe(
        payhereCheckoutHash(KEYS.merchantId, orderId, '1500.00', 'LKR', KEYS.merchantSecret),
      );
      expect((await reservationOf(orderId)).bookingFeeLkr).toBe(1500);
    } finally {
      expect((await setFee(1000)).statusCode).toBe(200);
    }
  });

  it('computes the documented hash: UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret))))', () => {
    // Worked out with coreutils md5sum, outside this code: md5("payhere-secret") is
    // a277e7446ac004287e8e16ef69c73919, and the hash of the example order follows from it.
    expect(payhereCheckoutHash('1211149', 'ORDER-0001', '1000.00', 'LKR', 'payhere-secret')).toBe(
      '374B20E98A162BC9D11C22AC6B80E76A',
    );
  });
});

describe('the PayHere notify', () => {
  it('books exactly one appointment from a paid notify, which the returning browser then finds', async () => {
    const { customer, orderId } = await heldCheckout();
    // The browser's word alone books nothing.
    expect((await createAppointment(t, customer, orderId)).statusCode).toBe(402);

    const answer = await notify(fake.notification({ orderId, statusCode: 2 }));
    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await appointmentsOf(orderId)).toHaveLength(1);
    expect((await reservationOf(orderId)).status).toBe('booked');

    const fromBrowser = await createAppointment(t, customer, orderId);
    expect(fromBrowser.statusCode).toBe(201);
    expect(fromBrowser.json().data.appointment).toMatchObject({ paymentId: orderId, appointmentFee: 1000 });
    await t.smtp.waitForMail(customer.email);
  });

  it('reads the form whatever charset parameter its content type carries', async () => {
    const { orderId } = await heldCheckout();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payhere/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: new URLSearchParams(fake.notification({ orderId, statusCode: 2 })).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(await appointmentsOf(orderId)).toHaveLength(1);
  });

  it('refuses a notify sent as JSON or as nothing at all, without booking', async () => {
    const { orderId } = await heldCheckout();
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payhere/notify',
      payload: { ...fake.notification({ orderId, statusCode: 2 }), md5sig: 'x' },
    });
    expect(asJson.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/payments/payhere/notify' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The PayHere notification is missing required fields');
    expect(await appointmentsOf(orderId)).toHaveLength(0);
  });

  it('refuses a forged signature with 400 and books nothing', async () => {
    const { customer, orderId } = await heldCheckout();
    const forged = fake.notification({ orderId, statusCode: 2, merchantSecret: 'not-the-secret' });
    const answer = await notify(forged);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The PayHere notification signature does not match');
    expect(await appointmentsOf(orderId)).toHaveLength(0);
    expect((await paymentOf(orderId)).statusCode).toBeNull();
    expect((await createAppointment(t, customer, orderId)).statusCode).toBe(402);
  });

  it('refuses a notify whose signed fields were altered afterwards', async () => {
    const { orderId } = await heldCheckout();
    const altered = { ...fake.notification({ orderId, statusCode: -2 }), status_code: '2' };
    expect((await notify(altered)).status).toBe(400);
    expect(await appointmentsOf(orderId)).toHaveLength(0);
  });

  it.each([
    [
      'a wrong amount',
      { amount: '10.00' },
      'The PayHere notification amount or currency does not match the order',
    ],
    [
      'a wrong currency',
      { currency: 'USD' },
      'The PayHere notification amount or currency does not match the order',
    ],
    ['another merchant', { merchantId: '1299999' }, 'The PayHere notification is for another merchant'],
  ])('refuses a correctly signed notify with %s and books nothing', async (_case, change, message) => {
    const { orderId } = await heldCheckout();
    const answer = await notify(fake.notification({ orderId, statusCode: 2, ...change }));
    expect(answer).toMatchObject({ status: 400, body: { message } });
    expect(await appointmentsOf(orderId)).toHaveLength(0);
    expect((await reservationOf(orderId)).status).toBe('held');
  });

  it('refuses a notify missing fields, or naming an order we never made', async () => {
    const { orderId } = await heldCheckout();
    const { md5sig: _dropped, ...unsigned } = fake.notification({ orderId, statusCode: 2 });
    expect(await notify(unsigned)).toMatchObject({
      status: 400,
      body: { message: 'The PayHere notification is missing required fields' },
    });
    expect(await notify(fake.notification({ orderId: 'not-our-order', statusCode: 2 }))).toMatchObject({
      status: 400,
      body: { message: 'The PayHere notification names an unknown order' },
    });
    expect(await appointmentsOf(orderId)).toHaveLength(0);
  });

  it('changes nothing when PayHere replays a payment', async () => {
    const { orderId, appointment } = await bookedThroughPayHere();
    const before = await paymentOf(orderId);
    const replay = fake.notification({ orderId, statusCode: 2, paymentId: before.paymentId! });
    expect(await notify(replay)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await appointmentsOf(orderId)).toEqual([appointment]);
    expect(await paymentOf(orderId)).toEqual(before);
  });

  it('never lets a late pending or failed notify undo a payment', async () => {
    const { orderId, appointment, paymentId } = await bookedThroughPayHere();
    for (const statusCode of [0, -1, -2]) {
      const late = fake.notification({ orderId, statusCode, paymentId });
      expect((await notify(late)).body).toEqual({ received: true, duplicate: true });
    }
    expect(await appointmentsOf(orderId)).toEqual([appointment]);
    expect((await reservationOf(orderId)).status).toBe('booked');
    expect((await paymentOf(orderId)).statusCode).toBe(2);
  });

  it('books a payment that succeeded after a failed attempt on the same checkout', async () => {
    const { orderId } = await heldCheckout();
    expect((await notify(fake.notification({ orderId, statusCode: -2 }))).status).toBe(200);
    expect((await reservationOf(orderId)).status).toBe('released');
    // A second try on PayHere's page was paid: real money books the time if it is still free.
    expect((await notify(fake.notification({ orderId, statusCode: 2 }))).status).toBe(200);
    expect(await appointmentsOf(orderId)).toHaveLength(1);
  });

  it('does nothing for a pending notify', async () => {
    const { orderId } = await heldCheckout();
    expect((await notify(fake.notification({ orderId, statusCode: 0 }))).status).toBe(200);
    expect((await reservationOf(orderId)).status).toBe('held');
    expect(await appointmentsOf(orderId)).toHaveLength(0);
  });

  it.each([
    ['cancelled', -1],
    ['failed', -2],
  ])('releases the hold of a %s payment, so the customer cannot book from it', async (_case, statusCode) => {
    const { customer, orderId } = await heldCheckout();
    expect((await notify(fake.notification({ orderId, statusCode }))).status).toBe(200);
    expect((await reservationOf(orderId)).status).toBe('released');
    expect(await appointmentsOf(orderId)).toHaveLength(0);
    const fromBrowser = await createAppointment(t, customer, orderId);
    expect(fromBrowser.statusCode).toBe(402);
    expect(fromBrowser.json().message).toBe('The payment has not been completed');
  });

  it('marks the appointment of a charged-back payment for the owner', async () => {
    const { orderId, appointment, paymentId } = await bookedThroughPayHere();
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${appointment.id}`,
      headers: admin.auth,
    });
    expect(before.json().data.appointment.chargedBackAt).toBeNull();

    expect((await notify(fake.notification({ orderId, statusCode: -3, paymentId }))).status).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${appointment.id}`,
      headers: admin.auth,
    });
    expect(after.json().data.appointment.chargedBackAt).toBe(t.clock.now().toISOString());
  });

  it('keeps the paid payment id when a chargeback notify names its own', async () => {
    const { orderId, paymentId } = await bookedThroughPayHere();
    const chargeback = fake.notification({ orderId, statusCode: -3, paymentId: `${paymentId}-cb` });
    expect((await notify(chargeback)).status).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({ statusCode: -3, paymentId });
  });

  it('refuses a payment id already recorded for another order, and books nothing', async () => {
    const paidOrder = await bookedThroughPayHere();
    const { customer, orderId } = await heldCheckout();
    const reused = fake.notification({ orderId, statusCode: 2, paymentId: paidOrder.paymentId });
    expect(await notify(reused)).toMatchObject({
      status: 400,
      body: { message: 'The PayHere notification names a payment already recorded for another order' },
    });
    expect(await appointmentsOf(orderId)).toHaveLength(0);
    expect((await reservationOf(orderId)).status).toBe('held');
    expect(await paymentOf(orderId)).toMatchObject({ statusCode: null, paymentId: null });
    expect((await createAppointment(t, customer, orderId)).statusCode).toBe(402);
    // The order's own payment still books it.
    expect((await notify(fake.notification({ orderId, statusCode: 2 }))).status).toBe(200);
    expect(await appointmentsOf(orderId)).toHaveLength(1);
  });

  it('ignores a chargeback for an order that was never paid', async () => {
    const { orderId } = await heldCheckout();
    expect(await notify(fake.notification({ orderId, statusCode: -3 }))).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect((await paymentOf(orderId)).statusCode).toBeNull();
  });
});

describe('a PayHere checkout is payable while its hold lasts', () => {
  const HOLD_ENDED =
    'Your payment arrived after your hold on this time had ended, so it cannot book. Your booking fee has been refunded. Please start a new booking.';

  it('refunds, and does not book, a paid notify for a hold the customer let go', async () => {
    const { customer, orderId } = await heldCheckout();
    // A new hold lets the first go; PayHere's page for the first can still take the money.
    expect((await startPayment(t, customer, bookableDate(t, daysAhead++), '11:00')).statusCode).toBe(200);

    const paid = fake.notification({ orderId, statusCode: 2 });
    expect((await notify(paid)).status).toBe(200);
    expect(await appointmentsOf(orderId)).toHaveLength(0);
    expect(await reservationOf(orderId)).toMatchObject({ status: 'refunded', refundReason: 'hold_ended' });
    expect(fake.refunds.filter((entry) => entry.paymentId === paid.payment_id)).toHaveLength(1);
    const fromBrowser = await createAppointment(t, customer, orderId);
    expect(fromBrowser.statusCode).toBe(409);
    expect(fromBrowser.json().message).toBe(HOLD_ENDED);
  });

  it('refunds, and does not book, a paid notify that arrives after the hold lapsed', async () => {
    const { orderId } = await heldCheckout();
    t.clock.advanceSeconds(16 * 60);
    const paid = fake.notification({ orderId, statusCode: 2 });
    expect((await notify(paid)).status).toBe(200);
    expect(await appointmentsOf(orderId)).toHaveLength(0);
    expect(await reservationOf(orderId)).toMatchObject({ status: 'refunded', refundReason: 'hold_ended' });
    expect(fake.refunds.filter((entry) => entry.paymentId === paid.payment_id)).toHaveLength(1);
  });
});

describe('a second PayHere payment of an order already booked', () => {
  const duplicatesOf = (orderId: string) =>
    t.db.select().from(payhereDuplicatePayments).where(eq(payhereDuplicatePayments.orderId, orderId));

  it('is refunded at once and recorded as a duplicate; the booking stands on the first', async () => {
    const { customer, orderId, appointment, paymentId } = await bookedThroughPayHere();
    // The customer opened the checkout twice and paid both.
    const second = fake.notification({ orderId, statusCode: 2 });
    expect(second.payment_id).not.toBe(paymentId);
    expect(await notify(second)).toEqual({ status: 200, body: { received: true } });

    expect(await appointmentsOf(orderId)).toEqual([appointment]);
    expect(fake.refunds.filter((entry) => entry.paymentId === second.payment_id)).toHaveLength(1);
    expect(fake.refunds.filter((entry) => entry.paymentId === paymentId)).toHaveLength(0);
    const [duplicate] = await duplicatesOf(orderId);
    expect(duplicate).toMatchObject({ paymentId: second.payment_id, refundId: expect.any(String) });
    expect(await paymentOf(orderId)).toMatchObject({ statusCode: 2, paymentId, refundId: null });

    // The customer (mail and SMS) and the salon are told, once, through the outbox.
    const key = `duplicate-payment:${second.payment_id}`;
    const subject = `Your second payment for ${appointment.reference} is being refunded`;
    const rows = await eventually(async () => {
      const found = await t.db
        .select()
        .from(messageDeliveries)
        .where(like(messageDeliveries.messageKey, `${key}:%`));
      return found.length === 3 && found.every((row) => row.status === 'sent') ? found : undefined;
    }, 'the duplicate payment messages sent');
    expect(rows.map((row) => row.messageKey).sort()).toEqual(
      [`${key}:customer-mail`, `${key}:customer-sms`, `${key}:salon:${admin.email}`].sort(),
    );
    const toCustomer = t.smtp.mails.filter((mail) => mail.to === customer.email && mail.subject === subject);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.text).toContain('The second payment is being refunded');
    expect(
      t.smtp.mails.filter((mail) => mail.subject === `Duplicate payment refunded: ${appointment.reference}`),
    ).toHaveLength(1);

    // PayHere repeating that notify refunds nothing more, and tells nobody again.
    expect((await notify(second)).body).toEqual({ received: true, duplicate: true });
    expect(fake.refunds.filter((entry) => entry.paymentId === second.payment_id)).toHaveLength(1);
    await t.smsSettled();
    expect(
      t.smtp.mails.filter((mail) => mail.to === customer.email && mail.subject === subject),
    ).toHaveLength(1);
  });

  it('keeps a duplicate refund PayHere refused owed, and the sweep pays it back once', async () => {
    const { orderId } = await bookedThroughPayHere();
    fake.failNextRefunds(1);
    const second = fake.notification({ orderId, statusCode: 2 });
    expect((await notify(second)).status).toBe(200);
    expect((await duplicatesOf(orderId))[0]).toMatchObject({ refundId: null });

    await t.app.sweepBookings();
    await t.app.sweepBookings();
    expect(fake.refunds.filter((entry) => entry.paymentId === second.payment_id)).toHaveLength(1);
    expect((await duplicatesOf(orderId))[0]!.refundId).not.toBeNull();
  });
});

describe('PayHere refunds', () => {
  const cancel = (customer: { auth: Record<string, string> }, appointmentId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointmentId}/cancel`,
      headers: customer.auth,
    });

  it('refunds a cancelled booking through the Merchant API with a fresh OAuth token', async () => {
    const { customer, appointment, paymentId } = await bookedThroughPayHere();
    const tokenCallsBefore = fake.requests.filter(
      (request) => request.path === '/merchant/v1/oauth/token',
    ).length;

    const cancelled = await cancel(customer, appointment.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.appointment).toMatchObject({ status: 'cancelled', feeRefunded: true });
    expect(cancelled.json().data.refund).toMatchObject({ refunded: true, amountLkr: 1000 });

    const refund = fake.refunds.find((entry) => entry.paymentId === paymentId);
    expect(refund).toBeDefined();
    const tokenCalls = fake.requests.filter((request) => request.path === '/merchant/v1/oauth/token');
    expect(tokenCalls.length).toBe(tokenCallsBefore + 1);
    expect(new URLSearchParams(tokenCalls.at(-1)!.body).get('grant_type')).toBe('client_credentials');
    const [stored] = await appointmentsOf(appointment.paymentIntentId!);
    expect(stored!.refundId).toBe(refund!.refundId);
    expect((await paymentOf(appointment.paymentIntentId!)).refundId).toBe(refund!.refundId);
  });

  it('keeps a refund PayHere refused owed, and the sweep pays it back once', async () => {
    const { customer, appointment, paymentId } = await bookedThroughPayHere();
    fake.failNextRefunds(1);

    const cancelled = await cancel(customer, appointment.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.appointment).toMatchObject({ status: 'cancelled', feeRefunded: false });
    expect(fake.refunds.filter((entry) => entry.paymentId === paymentId)).toHaveLength(0);

    t.clock.advanceSeconds(5 * 60);
    await t.app.sweepBookings();
    expect(fake.refunds.filter((entry) => entry.paymentId === paymentId)).toHaveLength(1);
    const [stored] = await appointmentsOf(appointment.paymentIntentId!);
    expect(stored!.refundId).not.toBeNull();

    await t.app.sweepBookings();
    expect(fake.refunds.filter((entry) => entry.paymentId === paymentId)).toHaveLength(1);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/my-appointments',
      headers: customer.auth,
    });
    expect(
      mine.json().data.appointments.find((entry: { _id: string }) => entry._id === appointment.id),
    ).toMatchObject({ feeRefunded: true, feeRefundPending: false });
  });
});

describe('a charged-back PayHere fee', () => {
  const cancel = (customer: { auth: Record<string, string> }, appointmentId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointmentId}/cancel`,
      headers: customer.auth,
    });
  const refundsOf = (paymentId: string) => fake.refunds.filter((entry) => entry.paymentId === paymentId);

  it('is not refunded when the customer cancels, and the answer says why', async () => {
    const { customer, orderId, appointment, paymentId } = await bookedThroughPayHere();
    expect((await notify(fake.notification({ orderId, statusCode: -3, paymentId }))).status).toBe(200);

    const cancelled = await cancel(customer, appointment.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(
      'Appointment cancelled. The booking fee was already returned to the card through a chargeback, so it is not refunded again.',
    );
    expect(cancelled.json().data.refund).toMatchObject({ refunded: false, amountLkr: 0 });
    expect(cancelled.json().data.appointment).toMatchObject({
      status: 'cancelled',
      feeRefunded: false,
      feeRefundPending: false,
      chargedBackAt: expect.any(String),
    });
    t.clock.advanceSeconds(5 * 60);
    await t.app.sweepBookings();
    expect(refundsOf(paymentId)).toHaveLength(0);
    const [stored] = await appointmentsOf(orderId);
    expect(stored).toMatchObject({ refundRequestedAt: null, refundId: null });
  });

  it('is not refunded when the salon cancels, and the owner sees the chargeback', async () => {
    const { orderId, appointment, paymentId } = await bookedThroughPayHere();
    expect((await notify(fake.notification({ orderId, statusCode: -3, paymentId }))).status).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointment.id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(
      'Appointment cancelled. The booking fee was already returned to the card through a chargeback, so it is not refunded again.',
    );
    expect(refundsOf(paymentId)).toHaveLength(0);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/all?search=${appointment.reference}`,
      headers: admin.auth,
    });
    expect(listed.json().data.appointments[0]).toMatchObject({ chargedBackAt: expect.any(String) });
  });

  it('is never refunded for a hold that could not book, once the chargeback comes', async () => {
    const { customer, orderId } = await heldCheckout();
    // Paid after the customer let the hold go: the fee is owed back, and PayHere refuses at first.
    expect((await startPayment(t, customer, bookableDate(t, daysAhead++), '11:00')).statusCode).toBe(200);
    fake.failNextRefunds(1);
    const paid = fake.notification({ orderId, statusCode: 2 });
    expect((await notify(paid)).status).toBe(200);
    expect(await reservationOf(orderId)).toMatchObject({ status: 'refunded', refundId: null });
    const chargeback = fake.notification({ orderId, statusCode: -3, paymentId: paid.payment_id });
    expect((await notify(chargeback)).status).toBe(200);

    await t.app.sweepBookings();
    await t.app.sweepBookings();
    expect(refundsOf(paid.payment_id)).toHaveLength(0);
    expect((await reservationOf(orderId)).refundId).toBe(`chargeback:${paid.payment_id}`);
  });

  it('stops the sweep retrying a refund PayHere refused once the chargeback comes', async () => {
    const { customer, orderId, appointment, paymentId } = await bookedThroughPayHere();
    fake.failNextRefunds(1);
    expect((await cancel(customer, appointment.id)).json().data.appointment.feeRefundPending).toBe(true);
    expect((await notify(fake.notification({ orderId, statusCode: -3, paymentId }))).status).toBe(200);

    t.clock.advanceSeconds(5 * 60);
    await t.app.sweepBookings();
    await t.app.sweepBookings();
    expect(refundsOf(paymentId)).toHaveLength(0);
    const [stored] = await appointmentsOf(orderId);
    expect(stored).toMatchObject({ refundRequestedAt: null, refundId: null });
    expect(stored!.chargedBackAt).not.toBeNull();
  });
});

describe('a PayHere notify that never arrives', () => {
  const searchesFor = (orderId: string) =>
    fake.requests.filter(
      (request) =>
        request.path === '/merchant/v1/payment/search' && request.query.get('order_id') === orderId,
    );
  const holdLapses = () => t.clock.advanceSeconds(16 * 60);

  it.each([
    ['as PayHere documents it', {}],
    ['with the amount as text and the status in other letters', { amount: '1000.00', status: ' Received ' }],
  ])('books a paid hold from PayHere’s records before letting it go (%s)', async (_shape, shape) => {
    const { customer, orderId } = await heldCheckout();
    const paymentId = fake.recordPayment(orderId, shape);

    // While the hold runs the customer may still be on PayHere's page: nothing is asked yet.
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(0);
    expect(await appointmentsOf(orderId)).toHaveLength(0);

    holdLapses();
    await t.app.sweepBookings();
    const [search] = searchesFor(orderId);
    expect(search?.headers.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);
    expect(await appointmentsOf(orderId)).toHaveLength(1);
    expect((await reservationOf(orderId)).status).toBe('booked');
    expect(await paymentOf(orderId)).toMatchObject({ statusCode: 2, paymentId });
    await t.smtp.waitForMail(customer.email);
    const fromBrowser = await createAppointment(t, customer, orderId);
    expect(fromBrowser.statusCode).toBe(201);
  });

  it('lets a hold PayHere holds no payment for go, asks again at doubling waits, and books a payment found later', async () => {
    const { orderId } = await heldCheckout();
    holdLapses();
    await t.app.sweepBookings();
    expect((await reservationOf(orderId)).status).toBe('released');
    expect(searchesFor(orderId)).toHaveLength(1);

    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(1);
    t.clock.advanceSeconds(15 * 60);
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(2);
    t.clock.advanceSeconds(15 * 60);
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(2);
    t.clock.advanceSeconds(15 * 60);
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(3);
    expect(await appointmentsOf(orderId)).toHaveLength(0);

    // The payment shows up in PayHere's records later: the time is still free, so it books.
    fake.recordPayment(orderId);
    t.clock.advanceSeconds(60 * 60);
    await t.app.sweepBookings();
    expect(await appointmentsOf(orderId)).toHaveLength(1);
    expect((await reservationOf(orderId)).status).toBe('booked');
  });

  it.each([
    ['a payment of another amount', { amount: 10 }],
    ['a payment in another currency', { currency: 'USD' }],
    ['a refunded payment', { status: 'REFUNDED' }],
  ])('books nothing from %s on record', async (_case, payment) => {
    const { orderId } = await heldCheckout();
    fake.recordPayment(orderId, payment);
    holdLapses();
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(1);
    expect(await appointmentsOf(orderId)).toHaveLength(0);
    expect((await reservationOf(orderId)).status).toBe('released');
    expect((await paymentOf(orderId)).statusCode).toBeNull();
  });

  it('lets the hold go as before when PayHere does not answer, and books it once PayHere does', async () => {
    const { orderId } = await heldCheckout();
    fake.recordPayment(orderId);
    fake.failNextSearches(orderId, 1);
    holdLapses();
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(1);
    expect((await reservationOf(orderId)).status).toBe('released');
    expect(await appointmentsOf(orderId)).toHaveLength(0);

    t.clock.advanceSeconds(15 * 60);
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(2);
    expect(await appointmentsOf(orderId)).toHaveLength(1);
  });

  it('never asks about an order a notify settled', async () => {
    const { orderId } = await heldCheckout();
    expect((await notify(fake.notification({ orderId, statusCode: 2 }))).status).toBe(200);
    holdLapses();
    await t.app.sweepBookings();
    expect(searchesFor(orderId)).toHaveLength(0);
    expect(await appointmentsOf(orderId)).toHaveLength(1);
  });
});

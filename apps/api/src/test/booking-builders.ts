import { toSalonDate, weekdayOf } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appointments } from '../db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { confirmPhoneInDatabase, createService, signedInCustomer, uniqueMobile } from './builders.ts';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/** A Monday-to-Saturday date `minDays` or more ahead of the test clock, in salon time. */
export function bookableDate(t: TestApp, minDays = 3): string {
  for (let days = minDays; ; days++) {
    const date = toSalonDate(new Date(t.clock.now().getTime() + days * 86_400_000), 'Asia/Colombo');
    if (weekdayOf(date) !== 0) return date;
  }
}

export const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

/**
 * A signed-in customer with one service in the cart. Their phone is confirmed unless told, so
 * booking texts go out (docs/architecture.md#phone-confirmation).
 */
export async function customerWithCart(
  t: TestApp,
  durationMinutes = 60,
  { phoneConfirmed = true }: { phoneConfirmed?: boolean } = {},
) {
  const customer = await signedInCustomer(t);
  if (phoneConfirmed) await confirmPhoneInDatabase(t, customer.userId);
  const service = await createService(t, {
    title: `Treatment ${durationMinutes}`,
    durationMinutes,
    priceLkr: 5000,
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart',
    headers: customer.auth,
    payload: { serviceId: service.id },
  });
  return { ...customer, service };
}

export const startPayment = (
  t: TestApp,
  customer: Customer,
  date: string,
  startTime: string,
  totalAmount = 1000,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/create-payment-intent',
    headers: customer.auth,
    payload: { totalAmount, date, startTime, services: [] },
  });

export const confirmCard = (t: TestApp, customer: Customer, clientSecret: string, card = VISA) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: customer.auth,
    payload: { clientSecret, card },
  });

export const createAppointment = (t: TestApp, customer: Customer, paymentIntentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/create',
    headers: customer.auth,
    payload: { paymentIntentId },
  });

/**
 * Books as the booking page does, each step bound to succeed: starts the payment for `order` (the
 * amount, date and start, and what it is for: the cart, a branch, a stylist or a waitlist offer),
 * pays it by card and creates the appointment, whose answer it returns.
 */
export async function payAndBook(t: TestApp, customer: Customer, order: Record<string, unknown>) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/create-payment-intent',
    headers: customer.auth,
    payload: order,
  });
  expect(started.statusCode, started.body).toBe(200);
  await confirmCard(t, customer, started.json().clientSecret);
  const created = await createAppointment(t, customer, started.json().paymentIntentId);
  expect(created.statusCode, created.body).toBe(201);
  return created;
}

/**
 * What the front desk sends to book a walk-in (docs/decisions/0040-front-desk.md): a new customer
 * by name and a phone of their own, the service, the start, and the fee due at the desk.
 */
export const deskWalkIn = (serviceId: string, date: string, startTime: string, extra: object = {}) => ({
  customer: { name: 'Walk In', phone: uniqueMobile() },
  services: [serviceId],
  date,
  startTime,
  feeSettlement: 'due-at-desk',
  ...extra,
});

/** Holds, pays with a card and books: the whole happy path. */
export async function bookThroughApi(t: TestApp, customer: Customer, date: string, startTime: string) {
  const started = await startPayment(t, customer, date, startTime);
  if (started.statusCode !== 200) return started;
  const intent = started.json();
  await confirmCard(t, customer, intent.clientSecret);
  return createAppointment(t, customer, intent.paymentIntentId);
}

/**
 * Runs `change` as if the appointment's visit had begun a minute ago (completed and no-show need
 * that, docs/architecture.md#appointment-status), then gives it back its own start time, so the
 * test's other data (its date, the day view, the overview) stays as booked.
 */
export async function asIfVisitBegun<T>(t: TestApp, appointmentId: string, change: () => Promise<T>) {
  const [row] = await t.db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const begun = new Date(t.clock.now().getTime() - 60_000);
  await t.db.update(appointments).set({ startsAt: begun }).where(eq(appointments.id, appointmentId));
  try {
    return await change();
  } finally {
    await t.db
      .update(appointments)
      .set({ startsAt: row!.startsAt })
      .where(eq(appointments.id, appointmentId));
  }
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payhereDuplicatePayments, slotReservations } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, customerWithCart, startPayment } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { startPayHereTestApp } from '../../test/payhere-app.ts';
import type { PayHereFake } from '../../test/payhere-fake.ts';
import { holdReference } from '../notifications/refused-hold-messages.ts';

/**
 * docs/decisions/0024-every-hold-ends.md with PayHere's Merchant API fake: a payment PayHere keeps
 * calling pending, and a refund it keeps refusing, end with the owner a day after the hold began.
 */

const HOUR = 3600;

let t: TestApp;
let fake: PayHereFake;
let notifyUrl: string;
let close: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  ({ t, fake, notifyUrl, close } = await startPayHereTestApp());
  admin = await signedInAdmin(t);
});
afterAll(() => close());

async function heldCheckout(daysAhead: number) {
  const customer = await customerWithCart(t);
  const started = await startPayment(t, customer, bookableDate(t, daysAhead), '10:00');
  expect(started.statusCode).toBe(200);
  return { customer, orderId: started.json().data.paymentIntentId as string };
}

const reservationOf = async (orderId: string) =>
  (await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, orderId)))[0]!;
const searchesFor = (orderId: string) =>
  fake.requests.filter(
    (request) => request.path === '/merchant/v1/payment/search' && request.query.get('order_id') === orderId,
  );
const refundRequests = () =>
  fake.requests.filter((request) => request.path === '/merchant/v1/payment/refund');
const ownerMails = (orderId: string, reservationId: string) =>
  t.smtp.mails.filter(
    (mail) =>
      mail.to === admin.email &&
      mail.subject.startsWith(`Needs you: payment ${holdReference(reservationId)}`) &&
      mail.text.includes(orderId),
  );

async function notify(orderId: string, statusCode: number) {
  const response = await fake.notify(notifyUrl, fake.notification({ orderId, statusCode }));
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Sweeps every half hour of the test clock, as a server's timer would (coarser), for `hours`. */
async function sweepFor(hours: number) {
  for (let step = 0; step < hours * 2; step++) {
    t.clock.advanceSeconds(HOUR / 2);
    await t.app.sweepBookings();
  }
}

describe('a PayHere payment that stays pending', () => {
  it('is asked about at doubling waits for a day, then handed to the owner, who is mailed once', async () => {
    const { orderId } = await heldCheckout(21);
    await notify(orderId, 0);
    await sweepFor(23);
    const reservation = await reservationOf(orderId);
    expect(reservation).toMatchObject({ status: 'released', needsOwnerAt: null });
    expect(reservation.paymentPendingSince).not.toBeNull();
    expect(searchesFor(orderId).length).toBeGreaterThan(1);

    await sweepFor(2);
    expect(await reservationOf(orderId)).toMatchObject({ needsOwnerReason: 'payment_unsettled' });
    const [mail] = await eventually(() => {
      const found = ownerMails(orderId, reservation.id);
      return found.length > 0 ? found : undefined;
    }, 'the owner mailed');
    expect(mail!.text).toContain('was still pending at the payment provider');

    const searches = searchesFor(orderId).length;
    await sweepFor(24);
    await t.smsSettled();
    expect(searchesFor(orderId)).toHaveLength(searches);
    expect(ownerMails(orderId, reservation.id)).toHaveLength(1);
  });
});

describe('a PayHere refund that is refused', () => {
  it('is retried for a day after the hold began, then handed to the owner, who is mailed once', async () => {
    const { customer, orderId } = await heldCheckout(23);
    fake.failNextRefunds(1_000_000);
    try {
      // Paid after the hold ended: the fee is owed back (docs/decisions/0017-payhere.md).
      t.clock.advanceSeconds(16 * 60);
      await notify(orderId, 2);
      const reservation = await reservationOf(orderId);
      expect(reservation).toMatchObject({ status: 'refunded', refundReason: 'hold_ended', refundId: null });
      await eventually(
        () =>
          t.smtp.mails.some(
            (mail) =>
              mail.to === customer.email &&
              mail.text.includes('the payment arrived after your 15-minute hold on the time had ended'),
          ) || undefined,
        'the customer told the fee is refunded',
      );

      await sweepFor(23.5);
      expect((await reservationOf(orderId)).needsOwnerAt).toBeNull();
      await sweepFor(1);
      expect(await reservationOf(orderId)).toMatchObject({
        needsOwnerReason: 'refund_refused',
        refundId: null,
      });
      const [mail] = await eventually(() => {
        const found = ownerMails(orderId, reservation.id);
        return found.length > 0 ? found : undefined;
      }, 'the owner mailed');
      expect(mail!.text).toContain("The customer's LKR 1,000 booking fee is owed back");

      const refunds = refundRequests().length;
      await sweepFor(12);
      await t.smsSettled();
      expect(refundRequests()).toHaveLength(refunds);
      expect(ownerMails(orderId, reservation.id)).toHaveLength(1);
    } finally {
      fake.failNextRefunds(0);
    }
  });
});

describe('a duplicate PayHere payment whose refund is refused', () => {
  it('is retried for a day, then handed to the owner, who is mailed once, and never asked again', async () => {
    const { orderId } = await heldCheckout(25);
    await notify(orderId, 2);
    fake.failNextRefunds(1_000_000);
    try {
      const second = fake.notification({ orderId, statusCode: 2 });
      const response = await fake.notify(notifyUrl, second);
      expect(response.status).toBe(200);
      const duplicateOf = async () =>
        (
          await t.db
            .select()
            .from(payhereDuplicatePayments)
            .where(eq(payhereDuplicatePayments.paymentId, second.payment_id))
        )[0]!;
      expect(await duplicateOf()).toMatchObject({ refundId: null, needsOwnerAt: null });

      await sweepFor(23.5);
      expect((await duplicateOf()).needsOwnerAt).toBeNull();
      await sweepFor(1);
      expect((await duplicateOf()).needsOwnerAt).not.toBeNull();
      const subject = `Needs you: duplicate payment ${second.payment_id}`;
      const [mail] = await eventually(() => {
        const found = t.smtp.mails.filter((m) => m.to === admin.email && m.subject.startsWith(subject));
        return found.length > 0 ? found : undefined;
      }, 'the owner mailed');
      expect(mail!.text).toContain('PayHere kept refusing the refund for a day');

      const refunds = refundRequests().length;
      await sweepFor(6);
      await t.smsSettled();
      expect(refundRequests()).toHaveLength(refunds);
      expect(t.smtp.mails.filter((m) => m.to === admin.email && m.subject.startsWith(subject))).toHaveLength(
        1,
      );
      await expect(
        t.db
          .update(payhereDuplicatePayments)
          .set({ refundId: 'late-refund' })
          .where(eq(payhereDuplicatePayments.paymentId, second.payment_id)),
      ).rejects.toThrow();
    } finally {
      fake.failNextRefunds(0);
    }
  });
});

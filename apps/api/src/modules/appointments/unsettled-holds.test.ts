import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeliveries, sandboxPaymentIntents, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, confirmCard, customerWithCart, startPayment } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { holdReference } from '../notifications/refused-hold-messages.ts';

/**
 * docs/decisions/0024-every-hold-ends.md: the sweep asks the provider about a hold for at most a
 * day after it began; a refund the provider keeps refusing, or a payment it keeps calling
 * pending, is then handed to the owner (marked, mailed once) and the sweep stops asking.
 */

const HOUR = 3600;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
/** Intents whose refund the provider refuses, and how often it was asked. */
const refusedRefunds = new Set<string>();
const refundCalls = new Map<string, number>();
/** Intents the provider calls pending whenever asked, and how often it was asked. */
const pendingIntents = new Set<string>();
const retrieveCalls = new Map<string, number>();
const count = (calls: Map<string, number>, id: string) => calls.set(id, (calls.get(id) ?? 0) + 1);

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      wrapPayments: (sandbox) => ({
        ...sandbox,
        async refund(id) {
          count(refundCalls, id);
          if (refusedRefunds.has(id)) throw new Error('refund refused by the provider');
          return sandbox.refund(id);
        },
        async retrieveIntent(id) {
          count(retrieveCalls, id);
          const intent = await sandbox.retrieveIntent(id);
          return intent && pendingIntents.has(id) ? { ...intent, status: 'processing' } : intent;
        },
      }),
    },
  );
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const reservationOf = async (paymentIntentId: string) =>
  (
    await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, paymentIntentId))
  )[0]!;

const ownerMails = (reference: string) =>
  t.smtp.mails.filter(
    (mail) => mail.to === admin.email && mail.subject.startsWith(`Needs you: payment ${reference}`),
  );

const ownerRows = (reservationId: string) =>
  t.db
    .select()
    .from(messageDeliveries)
    .where(like(messageDeliveries.messageKey, `needs-owner:${reservationId}:%`));

describe('a refund the provider keeps refusing', () => {
  it('is retried for a day after the hold began, then handed to the owner once and never asked again', async () => {
    const date = bookableDate(t, 51);
    const customer = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, customer, date, '10:00')).json();
    refusedRefunds.add(paymentIntentId);
    const closed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: { closures: [{ from: date, to: date, reason: 'Owner away' }] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Paid, but the day closed meanwhile: the fee is owed back, and the provider refuses.
    await confirmCard(t, customer, clientSecret);
    const owed = await reservationOf(paymentIntentId);
    expect(owed).toMatchObject({ status: 'refunded', refundId: null, needsOwnerAt: null });
    expect(refundCalls.get(paymentIntentId)).toBe(1);

    t.clock.advanceSeconds(12 * HOUR);
    await t.app.sweepBookings();
    expect(refundCalls.get(paymentIntentId)).toBe(2);
    expect((await reservationOf(paymentIntentId)).needsOwnerAt).toBeNull();

    t.clock.advanceSeconds(12 * HOUR);
    await t.app.sweepBookings();
    expect(refundCalls.get(paymentIntentId)).toBe(3);
    const handedOver = await reservationOf(paymentIntentId);
    expect(handedOver).toMatchObject({ needsOwnerReason: 'refund_refused', refundId: null });
    expect(handedOver.needsOwnerAt).toEqual(t.clock.now());

    const reference = holdReference(owed.id);
    const [mail] = await eventually(() => {
      const found = ownerMails(reference);
      return found.length > 0 ? found : undefined;
    }, 'the owner mailed');
    expect(mail!.text).toContain(`${customer.name} held`);
    expect(mail!.text).toContain(`payment ${paymentIntentId}`);
    expect(mail!.text).toContain("The customer's LKR 1,000 booking fee is owed back");
    expect(mail!.text).toContain(customer.email);

    // The sweep stops asking, and the owner hears of it once.
    t.clock.advanceSeconds(HOUR);
    await t.app.sweepBookings();
    await t.app.sweepBookings();
    await t.smsSettled();
    expect(refundCalls.get(paymentIntentId)).toBe(3);
    expect(ownerMails(reference)).toHaveLength(1);
    expect(await ownerRows(owed.id)).toHaveLength(1);
    expect((await reservationOf(paymentIntentId)).needsOwnerAt).toEqual(handedOver.needsOwnerAt);
  });
});

describe('a payment the provider keeps calling pending', () => {
  it('keeps the lapsed hold asked about past the look-back, then hands it to the owner once a day after it began', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 53), '11:00')).json();
    pendingIntents.add(paymentIntentId);

    t.clock.advanceSeconds(16 * 60);
    await t.app.sweepBookings();
    const released = await reservationOf(paymentIntentId);
    expect(released.status).toBe('released');
    expect(released.paymentPendingSince).toEqual(t.clock.now());

    // Past the six-hour look-back a released hold is no longer asked about, unless its payment is pending.
    t.clock.advanceSeconds(8 * HOUR);
    const asked = retrieveCalls.get(paymentIntentId)!;
    await t.app.sweepBookings();
    expect(retrieveCalls.get(paymentIntentId)).toBe(asked + 1);
    expect((await reservationOf(paymentIntentId)).needsOwnerAt).toBeNull();

    t.clock.advanceSeconds(16 * HOUR);
    await t.app.sweepBookings();
    const handedOver = await reservationOf(paymentIntentId);
    expect(handedOver).toMatchObject({ status: 'released', needsOwnerReason: 'payment_unsettled' });
    const reference = holdReference(handedOver.id);
    const [mail] = await eventually(() => {
      const found = ownerMails(reference);
      return found.length > 0 ? found : undefined;
    }, 'the owner mailed');
    expect(mail!.text).toContain('was still pending at the payment provider');
    expect(mail!.text).toContain(`payment ${paymentIntentId}`);

    const askedBefore = retrieveCalls.get(paymentIntentId)!;
    t.clock.advanceSeconds(HOUR);
    await t.app.sweepBookings();
    await t.smsSettled();
    expect(retrieveCalls.get(paymentIntentId)).toBe(askedBefore);
    expect(ownerMails(reference)).toHaveLength(1);
  });

  it('drops a hold whose pending payment then fails, telling nobody', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 55), '12:00')).json();
    pendingIntents.add(paymentIntentId);
    t.clock.advanceSeconds(16 * 60);
    await t.app.sweepBookings();
    expect((await reservationOf(paymentIntentId)).paymentPendingSince).not.toBeNull();

    pendingIntents.delete(paymentIntentId);
    await t.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled' })
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    await t.app.sweepBookings();
    expect((await reservationOf(paymentIntentId)).paymentPendingSince).toBeNull();
    t.clock.advanceSeconds(25 * HOUR);
    const asked = retrieveCalls.get(paymentIntentId)!;
    await t.app.sweepBookings();
    expect(retrieveCalls.get(paymentIntentId)).toBe(asked);
    expect((await reservationOf(paymentIntentId)).needsOwnerAt).toBeNull();
  });
});

describe('the needs-owner mark in the database', () => {
  it('refuses a reason without a time, an unknown reason, and a refused refund on a hold that owes none', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 57), '13:00')).json();
    const { id } = await reservationOf(paymentIntentId);
    const set = (changes: Record<string, unknown>) =>
      t.db.$client.query(
        `update slot_reservations set needs_owner_at = $2, needs_owner_reason = $3 where id = $1`,
        [id, changes.at ?? null, changes.reason ?? null],
      );
    await expect(set({ reason: 'payment_unsettled' })).rejects.toThrow(/slot_reservations_needs_owner_check/);
    await expect(set({ at: new Date(), reason: 'forgot' })).rejects.toThrow(
      /slot_reservations_needs_owner_check/,
    );
    await expect(set({ at: new Date(), reason: 'refund_refused' })).rejects.toThrow(
      /slot_reservations_needs_owner_check/,
    );
    await expect(set({ at: new Date(), reason: 'payment_unsettled' })).resolves.toBeDefined();
  });
});

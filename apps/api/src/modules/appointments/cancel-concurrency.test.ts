import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, sandboxPaymentIntents, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
/** Every refund the application asks the provider for, by payment intent id. */
const refundCalls: string[] = [];
let failNextRefund = false;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      wrapPayments: (sandbox) => ({
        ...sandbox,
        async refund(id) {
          refundCalls.push(id);
          if (failNextRefund) {
            failNextRefund = false;
            throw new Error('provider unreachable');
          }
          return sandbox.refund(id);
        },
      }),
    },
  );
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function bookedAppointment(daysAhead: number) {
  const owner = await customerWithCart(t);
  const response = await bookThroughApi(t, owner, bookableDate(t, daysAhead), '10:00');
  expect(response.statusCode, response.body).toBe(201);
  return { owner, appointment: response.json().data.appointment as { _id: string; paymentId: string } };
}

const refundsOf = (paymentIntentId: string) => refundCalls.filter((id) => id === paymentIntentId).length;
const storedAppointment = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const sandboxRefundOf = async (paymentIntentId: string) =>
  (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentIntentId)))[0]!
    .refundId;

describe('cancelling is atomic (docs/decisions/0006-booking-fee-lifecycle.md)', () => {
  it('10 simultaneous customer cancels: one 200, nine 409, exactly one refund', async () => {
    const { owner, appointment } = await bookedAppointment(4);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/appointments/${appointment._id}/cancel`,
          headers: owner.auth,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    console.info(`cancel race: ${statuses.join(',')}; refunds ${refundsOf(appointment.paymentId)}`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe('Only pending or confirmed appointments can be cancelled');
    expect(refundsOf(appointment.paymentId)).toBe(1);
    const stored = await storedAppointment(appointment._id);
    expect(stored.status).toBe('cancelled');
    expect(stored.refundId).toBe(await sandboxRefundOf(appointment.paymentId));
  });

  it('10 simultaneous admin cancels: one 200, nine 409, exactly one refund', async () => {
    const { appointment } = await bookedAppointment(5);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/appointments/${appointment._id}/status`,
          headers: admin.auth,
          payload: { status: 'cancelled' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe('This status change is not allowed');
    expect(refundsOf(appointment.paymentId)).toBe(1);
    expect((await storedAppointment(appointment._id)).refundId).not.toBeNull();
  });

  it('a customer and the salon cancelling at once still refund once', async () => {
    const { owner, appointment } = await bookedAppointment(6);
    const responses = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${appointment._id}/cancel`,
        headers: owner.auth,
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${appointment._id}/status`,
        headers: admin.auth,
        payload: { status: 'cancelled' },
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(refundsOf(appointment.paymentId)).toBe(1);
  });

  it('keeps the cancellation when the refund call fails, and the sweep refunds it later', async () => {
    const { owner, appointment } = await bookedAppointment(7);
    failNextRefund = true;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointment._id}/cancel`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.appointment).toMatchObject({ status: 'cancelled', feeRefunded: false });
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.paymentIntentId, appointment.paymentId));
    expect(reservation!.status).toBe('released');
    expect((await storedAppointment(appointment._id)).refundRequestedAt).not.toBeNull();

    t.clock.advanceSeconds(5 * 60);
    await t.app.sweepBookings();
    expect(refundsOf(appointment.paymentId)).toBe(2);
    const stored = await storedAppointment(appointment._id);
    expect(stored.refundId).not.toBeNull();
    expect(stored.refundId).toBe(await sandboxRefundOf(appointment.paymentId));
    await t.app.sweepBookings();
    expect(refundsOf(appointment.paymentId)).toBe(2);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  appointmentStatusChanges,
  messageDeliveries,
  slotReservations,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  asIfVisitBegun,
  bookableDate,
  bookThroughApi,
  customerWithCart,
} from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';

/*
 * docs/decisions/0025-status-undo.md: the salon takes back its last status change within 24
 * hours; the customer hears of the changes that concern them, again after an undo or a redo.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof customerWithCart>>;
let nextDay = 0;
/** Each booking on a day of its own (10 days on and later), so no test shares a chair with another. */
async function booked(time = '10:00') {
  const owner: Customer = await customerWithCart(t);
  const date = bookableDate(t, 10 + 2 * nextDay++);
  const response = await bookThroughApi(t, owner, date, time);
  expect(response.statusCode, response.body).toBe(201);
  const appointment = response.json().data.appointment as {
    _id: string;
    appointmentId: string;
    date: string;
  };
  // Until the booking mail is queued, a change's notice sends that mail in the present status
  // instead of its own (docs/decisions/0031-one-booking-mail.md); these tests follow later changes.
  await eventually(
    () =>
      t.smtp.mails.find(
        (mail) => mail.to === owner.email && / on .* (awaits confirmation|is confirmed)$/.test(mail.subject),
      ),
    `the booking mail to ${owner.email}`,
  );
  return { owner, id: appointment._id, reference: appointment.appointmentId, date };
}

const setStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: admin.auth,
    payload: { status },
  });
const undo = (id: string, auth = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${id}/undo-status`, headers: auth });
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: admin.auth })).json().data
    .appointment;
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const historyLength = async (id: string) =>
  (await t.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id)))
    .length;
const mailsTo = (to: string, subject: string) =>
  t.smtp.mails.filter((mail) => mail.to === to && mail.subject.includes(subject));
/** Waits until `count` mails to `to` with `subject` have arrived. */
const mailCount = (to: string, subject: string, count: number) =>
  eventually(
    () => (mailsTo(to, subject).length >= count ? mailsTo(to, subject) : undefined),
    `${count} mails "${subject}" to ${to}`,
  );

describe('undoing a no-show', () => {
  it('puts the visit back to confirmed, shows the undo in the history, mails the customer, and a redo mails again', async () => {
    const { owner, id, reference } = await booked();
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    const marked = await asIfVisitBegun(t, id, () => setStatus(id, 'no-show'));
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.appointment.undoable).toMatchObject({ to: 'confirmed' });
    const missed = await mailCount(owner.email, 'We missed you', 1);
    expect(missed[0]!.text).toContain(`Your appointment ${reference}`);
    expect(missed[0]!.text).toContain('the LKR 1,000 booking fee is not refunded');

    const response = await undo(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Change undone: the appointment is confirmed again.',
      // By id too (docs/decisions/0035-messages-by-id.md).
      messageId: 'Change undone: the appointment is {status} again.',
      params: { status: 'confirmed' },
      data: { appointment: { _id: id, status: 'confirmed', undoable: null }, refunded: null },
    });
    expect((await rowOf(id)).status).toBe('confirmed');
    const history = (await detail(id)).history;
    expect(history.at(-1)).toMatchObject({
      from: 'no-show',
      to: 'confirmed',
      undo: true,
      changedBy: { role: 'admin' },
    });
    expect(history.at(-2)).toMatchObject({ from: 'confirmed', to: 'no-show', undo: false });
    const corrected = await mailCount(owner.email, 'no longer marked missed', 1);
    expect(corrected[0]!.text).toContain(`${reference}`);

    // The undo itself is not undone; the owner marks it again, and the customer hears again.
    expect((await undo(id)).json()).toMatchObject({
      message: "This appointment has no change of the salon's left to undo.",
    });
    expect((await asIfVisitBegun(t, id, () => setStatus(id, 'no-show'))).statusCode).toBe(200);
    await mailCount(owner.email, 'We missed you', 2);
    const keys = (await t.db.select().from(messageDeliveries))
      .map((delivery) => delivery.messageKey)
      .filter((key) => key.startsWith(`status:${id}:no-show:`) && key.endsWith(':customer-mail'));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('undoing a cancellation', () => {
  it('refuses once the fee went back to the card, and changes nothing (no second refund)', async () => {
    const { id } = await booked();
    expect((await setStatus(id, 'cancelled')).statusCode).toBe(200);
    const before = await rowOf(id);
    expect(before.refundId).not.toBeNull();
    const response = await undo(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        "This cancellation's booking fee has gone back to the customer's card, or is on its way, so it cannot be undone. Ask the customer to book again.",
    });
    const after = await rowOf(id);
    expect(after).toMatchObject({ status: 'cancelled', refundId: before.refundId });
    expect(await historyLength(id)).toBe(2);
  });

  it('gives the booking back when no refund was owed and the chair is free, and tells the customer', async () => {
    const { owner, id, reference } = await booked();
    // A charged-back fee is back with the customer already, so the salon's cancel owes no refund.
    await t.db.update(appointments).set({ chargedBackAt: t.clock.now() }).where(eq(appointments.id, id));
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    const cancelled = await setStatus(id, 'cancelled');
    expect(cancelled.json().data.refunded).toBe(false);

    const response = await undo(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Change undone: the appointment is confirmed again.');
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'confirmed',
      cancelledAt: null,
      refundRequestedAt: null,
      refundId: null,
    });
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.id, row.reservationId));
    expect(reservation!.status).toBe('booked');
    const mail = (await mailCount(owner.email, 'is booked again', 1))[0]!;
    expect(mail.text).toContain(`The salon took back the cancellation of your appointment ${reference}`);
    // The SMS path of a cancellation tells the customer too (history: booked, confirmed, cancelled, undo).
    const sms = await eventually(async () => {
      const [delivery] = await t.db
        .select()
        .from(messageDeliveries)
        .where(eq(messageDeliveries.messageKey, `status:${id}:confirmed:v4:customer-sms`));
      return delivery;
    }, 'the SMS of the restored booking');
    expect(JSON.stringify(sms.payload)).toContain(`your booking ${reference}`);
    expect(JSON.stringify(sms.payload)).toContain('is back on');
  });

  it('answers 409 when the chair and time were booked since, and leaves it cancelled', async () => {
    const { id, date } = await booked('11:00');
    await t.db.update(appointments).set({ chargedBackAt: t.clock.now() }).where(eq(appointments.id, id));
    expect((await setStatus(id, 'cancelled')).statusCode).toBe(200);
    // The salon's three chairs at that time are taken by others.
    for (let chair = 0; chair < 3; chair++) {
      const other = await customerWithCart(t);
      expect((await bookThroughApi(t, other, date, '11:00')).statusCode).toBe(201);
    }
    const response = await undo(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The chair at this time has been booked since, so the cancellation cannot be undone.',
    );
    expect((await rowOf(id)).status).toBe('cancelled');
    expect(await historyLength(id)).toBe(2);
  });
});

describe('what may be undone', () => {
  it("refuses a booking with no change of the salon's, a customer's own cancel, and a customer asking", async () => {
    const { owner, id } = await booked();
    const fresh = await undo(id);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe("This appointment has no change of the salon's left to undo.");
    expect((await undo(id, owner.auth)).statusCode).toBe(403);
    await t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel`, headers: owner.auth });
    expect((await undo(id)).statusCode).toBe(409);
    expect((await rowOf(id)).status).toBe('cancelled');
  });

  it('lists the undo on the row while it may be made, and not after', async () => {
    const { id, date } = await booked();
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/appointments/all?from=${date}&to=${date}`,
          headers: admin.auth,
        })
      )
        .json()
        .data.appointments.find((appointment: { _id: string }) => appointment._id === id);
    expect((await list()).undoable).toMatchObject({ to: 'pending' });
    expect((await detail(id)).undoable).toMatchObject({ to: 'pending' });
    expect((await undo(id)).statusCode).toBe(200);
    expect((await list()).undoable).toBeNull();
  });
});

describe('moves in the history', () => {
  it('records each reschedule: from, to, who moved it and when', async () => {
    const { owner, id, date } = await booked();
    const newDate = bookableDate(t, 10 + 2 * nextDay++);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/reschedule`,
      headers: owner.auth,
      payload: { date: newDate, startTime: '14:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(id)).moves).toEqual([
      {
        from: { date, startTime: '10:00' },
        to: { date: newDate, startTime: '14:00' },
        movedBy: { _id: owner.userId, name: owner.name, role: 'user' },
        movedAs: 'customer',
        movedAt: t.clock.now().toISOString(),
      },
    ]);
  });
});

// Last in the file: it moves the shared clock a day on.
describe('the 24-hour window', () => {
  it('refuses an undo more than 24 hours after the change, and changes nothing', async () => {
    const { id } = await booked();
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    t.clock.advanceSeconds(24 * 3600 + 1);
    const response = await undo(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A status change can be undone for 24 hours after it was made; this one is older.',
    );
    expect((await rowOf(id)).status).toBe('confirmed');
    expect((await detail(id)).undoable).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMoves, appointments, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const reschedule = (customer: { auth: Record<string, string> }, id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/reschedule`,
    headers: customer.auth,
    payload,
  });

async function booked(date: string, time: string, customer?: Customer) {
  const owner = customer ?? (await customerWithCart(t));
  const response = await bookThroughApi(t, owner, date, time);
  expect(response.statusCode, response.body).toBe(201);
  return { owner, id: response.json().data.appointment._id as string };
}

const appointmentRow = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const reservationRow = async (id: string) =>
  (await t.db.select().from(slotReservations).where(eq(slotReservations.id, id)))[0]!;

/** Waits for the newest mail to `to` whose subject has `subject` in it. */
async function mailTo(to: string, subject: string) {
  for (;;) {
    const found = t.smtp.mails.filter((mail) => mail.to === to && mail.subject.includes(subject));
    if (found.length) return found[found.length - 1]!;
    await t.smtp.waitForMail(to, t.smtp.countTo(to));
  }
}

describe('rescheduling', () => {
  it('moves the appointment and its chair in one go, resets the reminder and mails a new .ics', async () => {
    const date = bookableDate(t, 3);
    const { owner, id } = await booked(date, '10:00');
    await t.db.update(appointments).set({ reminderSentAt: new Date() }).where(eq(appointments.id, id));
    const newDate = bookableDate(t, 4);

    const response = await reschedule(owner, id, { date: newDate, startTime: '15:00' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your appointment has moved',
      data: {
        appointment: {
          _id: id,
          date: newDate,
          startTime: '15:00',
          endTime: '16:00',
          rescheduleCount: 1,
          status: 'pending',
          appointmentFee: 1000,
        },
      },
    });
    const row = await appointmentRow(id);
    expect(row).toMatchObject({
      date: newDate,
      startTime: '15:00',
      rescheduleCount: 1,
      reminderSentAt: null,
    });
    const reservation = await reservationRow(row.reservationId);
    expect(reservation).toMatchObject({ date: newDate, status: 'booked' });
    expect(reservation.startsAt.getTime()).toBe(row.startsAt.getTime());
    expect(reservation.endsAt.getTime() - reservation.startsAt.getTime()).toBe(60 * 60_000);
    // No second reservation, no new payment: the one row moved.
    expect(
      await t.db.select().from(slotReservations).where(eq(slotReservations.userId, owner.userId)),
    ).toHaveLength(1);

    const mail = await mailTo(owner.email, 'Your appointment has moved');
    expect(mail.text).toContain('3:00 PM–4:00 PM');
    expect(mail.text).toContain('It was');
    const ics = mail.attachments.find((file) => file.filename === 'appointment.ics');
    expect(ics).toBeDefined();
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain(`UID:${id}@salon.lk`);
    expect(calendar).toContain('SEQUENCE:1');
    expect(calendar).toContain(
      `DTSTART:${row.startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    const notice = await mailTo(admin.email, 'moved');
    expect(notice.subject).toContain(row.reference);

    // The old time is free again: check-availability offers it.
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      headers: owner.auth,
      payload: { date, services: [{ _id: owner.service.id, quantity: 1 }] },
    });
    expect(free.json().data.availableSlots).toContain('10:00');
  });

  it('allows two moves, then refuses a third and changes nothing', async () => {
    const date = bookableDate(t, 5);
    const { owner, id } = await booked(date, '09:00');
    expect((await reschedule(owner, id, { date, startTime: '11:00' })).statusCode).toBe(200);
    expect((await reschedule(owner, id, { date, startTime: '12:00' })).statusCode).toBe(200);
    const third = await reschedule(owner, id, { date, startTime: '13:00' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Already moved twice');
    expect(await appointmentRow(id)).toMatchObject({ startTime: '12:00', rescheduleCount: 2 });
  });

  it("does not count the owner's moves against the customer's two (issue 27), and records who moved", async () => {
    const date = bookableDate(t, 7);
    const { owner, id } = await booked(date, '09:00');
    const ownerMove = (startTime: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/appointments/${id}/move`,
        headers: admin.auth,
        payload: { date, startTime },
      });
    expect((await ownerMove('10:00')).statusCode).toBe(200);
    expect((await ownerMove('11:00')).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/my-appointments',
      headers: owner.auth,
    });
    expect(
      mine.json().data.appointments.find((appointment: { _id: string }) => appointment._id === id),
    ).toMatchObject({ rescheduleCount: 2, customerMoveCount: 0 });

    expect((await reschedule(owner, id, { date, startTime: '12:00' })).statusCode).toBe(200);
    expect((await reschedule(owner, id, { date, startTime: '13:00' })).statusCode).toBe(200);
    const third = await reschedule(owner, id, { date, startTime: '14:00' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Already moved twice');
    // The owner may still move it: the customer's limits are not the salon's.
    expect((await ownerMove('15:00')).statusCode).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({
      startTime: '15:00',
      rescheduleCount: 5,
      customerMoveCount: 2,
    });

    const detail = await t.app.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: admin.auth });
    expect(
      detail
        .json()
        .data.appointment.moves.map((move: { movedAs: string; to: { startTime: string } }) => [
          move.movedAs,
          move.to.startTime,
        ]),
    ).toEqual([
      ['owner', '10:00'],
      ['owner', '11:00'],
      ['customer', '12:00'],
      ['customer', '13:00'],
      ['owner', '15:00'],
    ]);
    // The database knows only the three kinds of mover.
    await expect(
      t.db
        .update(appointmentMoves)
        .set({ movedAs: 'robot' as 'owner' })
        .where(eq(appointmentMoves.appointmentId, id)),
    ).rejects.toThrow();
  });

  it('refuses a taken slot with 409 and leaves the appointment and its chair where they were', async () => {
    const date = bookableDate(t, 6);
    await Promise.all(['a', 'b', 'c'].map(() => booked(date, '14:00')));
    const { owner, id } = await booked(date, '10:00');
    const before = await appointmentRow(id);
    const reservationBefore = await reservationRow(before.reservationId);

    const response = await reschedule(owner, id, { date, startTime: '14:00' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This time slot is no longer available. Please choose another.',
      code: 'SLOT_TAKEN',
    });
    expect(await appointmentRow(id)).toMatchObject({ startTime: '10:00', rescheduleCount: 0 });
    expect(await reservationRow(before.reservationId)).toEqual(reservationBefore);
  });

  it('refuses closed days, the same time, bad input, cancelled and other customers’ appointments', async () => {
    const date = bookableDate(t, 7);
    const { owner, id } = await booked(date, '11:00');
    let sunday = date;
    for (let d = 1; new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0; d++)
      sunday = new Date(Date.parse(`${date}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const closed = await reschedule(owner, id, { date: sunday, startTime: '11:00' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('The salon does not take bookings on this date');

    const same = await reschedule(owner, id, { date, startTime: '11:00' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Your appointment is already at this time. Please choose another.');

    const badTime = await reschedule(owner, id, { date, startTime: '25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe('Please choose a new start time');
    const badDate = await reschedule(owner, id, { date: '2026-02-30', startTime: '10:00' });
    expect(badDate.statusCode).toBe(400);

    const stranger = await customerWithCart(t);
    const foreign = await reschedule(stranger, id, { date, startTime: '15:00' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Appointment not found');
    expect(
      (await reschedule(owner, '00000000-0000-4000-8000-000000000000', { date, startTime: '15:00' }))
        .statusCode,
    ).toBe(404);

    await t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel`, headers: owner.auth });
    const cancelled = await reschedule(owner, id, { date, startTime: '15:00' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('Only pending or confirmed appointments can be moved');
    expect(await appointmentRow(id)).toMatchObject({ startTime: '11:00', rescheduleCount: 0 });
  });

  it('lets exactly one of two customers take the last free chair at once', async () => {
    const date = bookableDate(t, 9);
    await Promise.all(['a', 'b'].map(() => booked(date, '16:00')));
    const first = await booked(date, '09:00');
    const second = await booked(date, '12:00');

    const outcomes = await Promise.all([
      reschedule(first.owner, first.id, { date, startTime: '16:00' }),
      reschedule(second.owner, second.id, { date, startTime: '16:00' }),
    ]);

    expect(outcomes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(appointments).where(eq(appointments.date, date));
    expect(rows.filter((row) => row.startTime === '16:00')).toHaveLength(3);
    const live = (await t.db.select().from(slotReservations).where(eq(slotReservations.date, date))).filter(
      (r) =>
        r.status === 'booked' &&
        r.startsAt.getTime() === rows.find((a) => a.startTime === '16:00')!.startsAt.getTime(),
    );
    expect(new Set(live.map((r) => r.chair)).size).toBe(3);
  });

  it('refuses a move less than 24 hours before the appointment', async () => {
    const date = bookableDate(t, 3);
    const { owner, id } = await booked(date, '17:00');
    const row = await appointmentRow(id);
    // The salon clock moves on to 23 hours before the appointment.
    t.clock.advanceSeconds((row.startsAt.getTime() - t.clock.now().getTime()) / 1000 - 23 * 60 * 60);
    const late = await reschedule(owner, id, { date: bookableDate(t, 3), startTime: '10:00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Can no longer be moved online: less than 24 hours to go');
    expect(await appointmentRow(id)).toMatchObject({ startTime: '17:00', rescheduleCount: 0 });
  });
});

describe('the note for the salon', () => {
  const hold = (customer: Customer, date: string, startTime: string, notes: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: customer.auth,
      payload: { totalAmount: 1000, date, startTime, notes },
    });

  it('is trimmed, travels from the hold to the appointment and reaches the salon', async () => {
    const customer = await customerWithCart(t);
    const date = bookableDate(t, 10);
    const started = await hold(customer, date, '10:00', '  Allergic to ammonia; patch test done.  ');
    expect(started.statusCode, started.body).toBe(200);
    const { paymentIntentId, clientSecret } = started.json();
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: customer.auth,
      payload: {
        clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create',
      headers: customer.auth,
      payload: { paymentIntentId },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.appointment.notes).toBe('Allergic to ammonia; patch test done.');
    const row = await appointmentRow(created.json().data.appointment._id);
    expect(row.notes).toBe('Allergic to ammonia; patch test done.');
    expect((await reservationRow(row.reservationId)).notes).toBe('Allergic to ammonia; patch test done.');
    const notice = await mailTo(admin.email, `New booking ${row.reference}`);
    expect(notice.text).toContain('Customer note: Allergic to ammonia; patch test done.');
  });

  it('stores an empty note as none and refuses one over 500 characters', async () => {
    const customer = await customerWithCart(t);
    const date = bookableDate(t, 11);
    const tooLong = await hold(customer, date, '10:00', 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Notes for the salon can be at most 500 characters');
    expect(
      await t.db.select().from(slotReservations).where(eq(slotReservations.userId, customer.userId)),
    ).toHaveLength(0);
    const blank = await hold(customer, date, '10:00', '   ');
    expect(blank.statusCode).toBe(200);
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.userId, customer.userId));
    expect(reservation!.notes).toBeNull();
  });
});

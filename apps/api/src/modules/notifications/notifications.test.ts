import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, messageDeliveries, salonSettings } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  asIfVisitBegun,
  bookableDate,
  bookThroughApi,
  customerWithCart,
} from '../../test/booking-builders.ts';
import { signedInAdmin, uniqueEmail } from '../../test/builders.ts';

type Customer = Awaited<ReturnType<typeof customerWithCart>>;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

let t: TestApp;
let admins: Admin[];
beforeAll(async () => {
  t = await buildTestApp();
  admins = [await signedInAdmin(t), await signedInAdmin(t)];
});
afterAll(() => t.close());

let bookings = 0;
/** Each booking of the file in a slot of its own, so the chairs of one slot never run out. */
async function booked(app = t, daysAhead = 3) {
  const owner = await customerWithCart(app);
  const slot = bookings++;
  const time = `${String(9 + (slot % 9)).padStart(2, '0')}:00`;
  const date = bookableDate(app, daysAhead + Math.floor(slot / 9));
  const response = await bookThroughApi(app, owner, date, time);
  expect(response.statusCode, response.body).toBe(201);
  const appointment = response.json().data.appointment as {
    _id: string;
    appointmentId: string;
    date: string;
    startTime: string;
  };
  // Its booking mail is made before the owner acts: a change made first would be told by that
  // mail instead of its own (docs/decisions/0031-one-booking-mail.md).
  await app.smsSettled();
  return { owner, appointment, id: appointment._id, reference: appointment.appointmentId };
}

const setStatus = (id: string, status: string, app = t, auth = admins[0]!.auth) =>
  app.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: auth,
    payload: { status },
  });
const cancel = (owner: Customer, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel`, headers: owner.auth });

/** The next mail to `to` whose subject contains `subject`, once it arrives. */
async function nextMail(to: string, subject: string, app = t) {
  const before = app.smtp.mails.filter((mail) => mail.to === to && mail.subject.includes(subject)).length;
  return {
    async arrived() {
      for (;;) {
        const found = app.smtp.mails.filter((mail) => mail.to === to && mail.subject.includes(subject));
        if (found.length > before) return found[found.length - 1]!;
        await app.smtp.waitForMail(to, app.smtp.countTo(to));
      }
    },
  };
}

describe('notices to the salon', () => {
  it('tells every admin of a new booking when the salon has no address of its own', async () => {
    const waits = await Promise.all(admins.map((admin) => nextMail(admin.email, 'New booking')));
    const { owner, reference } = await booked();
    for (const wait of waits) {
      const mail = await wait.arrived();
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain(`${owner.name} booked ${reference}`);
      expect(mail.text).toContain(owner.email);
      expect(mail.text).toContain(`Services: ${owner.service.title} x 1.`);
      expect(mail.text).toContain('It is pending: confirm it in the back office.');
      expect(mail.text).toContain('http://salon.test/admin/dashboard');
    }
  });

  it("sends to the salon's own address instead, once the owner set one", async () => {
    const salonAddress = uniqueEmail('salon');
    await t.db.update(salonSettings).set({ email: salonAddress }).where(eq(salonSettings.id, 1));
    try {
      const toSalon = await nextMail(salonAddress, 'New booking');
      const { reference } = await booked();
      expect((await toSalon.arrived()).subject).toContain(reference);
      const cancelledNotice = await nextMail(salonAddress, 'cancelled');
      const second = await booked();
      expect((await setStatus(second.id, 'cancelled')).statusCode).toBe(200);
      expect((await cancelledNotice.arrived()).subject).toContain(second.reference);
      // Both notices reached the salon's address; the admins got neither.
      const aboutThese = (text: string) => text.includes(reference) || text.includes(second.reference);
      for (const admin of admins)
        expect(t.smtp.mails.filter((mail) => mail.to === admin.email && aboutThese(mail.text))).toEqual([]);
    } finally {
      await t.db.update(salonSettings).set({ email: null }).where(eq(salonSettings.id, 1));
    }
  });
});

describe('mails to the customer and the salon on a status change', () => {
  it('tells the customer the salon confirmed the appointment', async () => {
    const { owner, id, reference } = await booked();
    const toCustomer = await nextMail(owner.email, 'is confirmed');
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    const mail = await toCustomer.arrived();
    expect(mail.text).toContain(`The salon confirmed your appointment ${reference}`);
    expect(mail.text).toContain('http://salon.test/profile/appointments');
  });

  it('tells the customer of an admin cancellation with the refund and its delay, and the salon who cancelled', async () => {
    const { owner, id, reference } = await booked();
    const toCustomer = await nextMail(owner.email, 'is cancelled');
    const toSalon = await nextMail(admins[1]!.email, `Booking ${reference} cancelled`);
    expect((await setStatus(id, 'cancelled')).statusCode).toBe(200);
    const mail = await toCustomer.arrived();
    expect(mail.text).toContain(`The salon cancelled your appointment ${reference}`);
    expect(mail.text).toContain(
      'The LKR 1,000 booking fee is refunded: it reaches your card in 5-10 working days.',
    );
    const notice = await toSalon.arrived();
    expect(notice.text).toContain(`The salon cancelled ${reference}`);
    expect(notice.text).toContain('The LKR 1,000 booking fee is refunded to the customer.');
    expect(notice.text).toContain(owner.email);
  });

  it('thanks the customer when the appointment is marked complete', async () => {
    const done = await booked();
    expect((await setStatus(done.id, 'confirmed')).statusCode).toBe(200);
    const thanks = await nextMail(done.owner.email, 'Thank you');
    expect((await asIfVisitBegun(t, done.id, () => setStatus(done.id, 'completed'))).statusCode).toBe(200);
    const mail = await thanks.arrived();
    expect(mail.text).toContain(`Your appointment ${done.reference}`);
    expect(mail.text).toContain('http://salon.test/reviews');
  });

  it('tells a customer who cancels 24 hours or more ahead that the fee comes back, and the salon that the customer cancelled', async () => {
    const { owner, id, reference } = await booked();
    const toCustomer = await nextMail(owner.email, 'is cancelled');
    const toSalon = await nextMail(admins[0]!.email, `Booking ${reference} cancelled`);
    expect((await cancel(owner, id)).statusCode).toBe(200);
    const mail = await toCustomer.arrived();
    expect(mail.text).toContain(`You cancelled your appointment ${reference}`);
    expect(mail.text).toContain('it reaches your card in 5-10 working days');
    const notice = await toSalon.arrived();
    expect(notice.text).toContain(`The customer, ${owner.name}, cancelled ${reference}`);
    expect(notice.text).toContain('refunded to the customer');
  });

  it('tells a customer who cancels inside 24 hours that the fee is kept, and the salon the same', async () => {
    const { owner, id, appointment, reference } = await booked(t, 2);
    const startsAt = Date.parse(`${appointment.date}T${appointment.startTime}:00+05:30`);
    t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 - 20 * 3600);
    const toCustomer = await nextMail(owner.email, 'is cancelled');
    const toSalon = await nextMail(admins[0]!.email, `Booking ${reference} cancelled`);
    expect((await cancel(owner, id)).statusCode).toBe(200);
    const mail = await toCustomer.arrived();
    expect(mail.text).toContain(
      'The LKR 1,000 booking fee is not refunded, as the appointment was cancelled less than 24 hours before it starts.',
    );
    expect(mail.text).not.toContain('5-10 working days');
    const notice = await toSalon.arrived();
    expect(notice.text).toContain('The LKR 1,000 booking fee is kept');
  });
});

describe('a mail that fails', () => {
  it('never undoes the change, is logged, and stays queued for its retry', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const own = await buildTestApp({}, { logger: { level: 'warn', stream: logStream } });
    try {
      const admin = await signedInAdmin(own);
      const { id } = await booked(own);
      await own.smsSettled();
      // The mail server goes away: every mail from here on fails.
      await own.smtp.close();
      const response = await setStatus(id, 'confirmed', own, admin.auth);
      expect(response.statusCode).toBe(200);
      const [row] = await own.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row!.status).toBe('confirmed');
      await expect.poll(() => lines.join(''), { timeout: 10_000 }).toContain('message not sent, retrying');
      const [delivery] = await own.db
        .select()
        .from(messageDeliveries)
        .where(eq(messageDeliveries.messageKey, `status:${id}:confirmed:v2:customer-mail`));
      expect(delivery).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
      expect(delivery!.lastError).toBeTruthy();
    } finally {
      await own.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, users } from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../test/booking-builders.ts';
import { signedInAdmin } from '../test/builders.ts';
import { eventually } from '../test/eventually.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../test/sms-gateway-fake.ts';

/**
 * Appointment texts go only to a phone its customer confirmed with a texted code
 * (docs/architecture.md#phone-confirmation): typing a stranger's number into a profile and
 * booking, moving and cancelling must not text that stranger.
 */
let gateway: SmsGatewayFake;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  gateway = await startSmsGatewayFake();
  t = await buildTestApp(notifyLkThrough(gateway.url));
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

const textsAbout = (reference: string) =>
  gateway.requests.filter((request) => request.fields.message?.includes(reference));

const mailTo = (email: string, subject: string) =>
  eventually(
    () => t.smtp.mails.find((mail) => mail.to === email && mail.subject.includes(subject)),
    `the mail "${subject}" to ${email}`,
  );

async function book(owner: Customer, days: number, at: string) {
  const response = await bookThroughApi(t, owner, bookableDate(t, days), at);
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json().data.appointment as { _id: string })._id;
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  return { id, reference: row!.reference };
}

/** Books, moves to `moveDays`, cancels; answers the reference once every mail of it has arrived. */
async function bookMoveCancel(owner: Customer, days: number, moveDays: number) {
  const { id, reference } = await book(owner, days, '10:00');
  await mailTo(owner.email, 'Your Salon appointment');
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/reschedule`,
    headers: owner.auth,
    payload: { date: bookableDate(t, moveDays), startTime: '11:00' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await mailTo(owner.email, 'Your appointment has moved');
  const cancelled = await t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/cancel`,
    headers: owner.auth,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await mailTo(owner.email, 'is cancelled');
  await t.smsSettled();
  return reference;
}

/** Confirms the customer's phone the way a customer does: the texted code, through the API. */
async function confirmThroughApi(owner: Customer, phone: string) {
  await t.db.update(users).set({ phone }).where(eq(users.id, owner.userId));
  const sent = await t.app.inject({ method: 'POST', url: '/api/users/phone/send-code', headers: owner.auth });
  expect(sent.statusCode, sent.body).toBe(200);
  const text = gateway.requests.filter((request) => request.fields.to === `94${phone.slice(1)}`).at(-1);
  const code = /\b(\d{6})\b/.exec(text?.fields.message ?? '')?.[1] ?? '';
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/users/phone/confirm',
    headers: owner.auth,
    payload: { code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

describe('appointment texts and an unconfirmed phone', () => {
  it('book, move and cancel text an unconfirmed number nothing (the mails still go)', async () => {
    const owner = await customerWithCart(t, 60, { phoneConfirmed: false });
    const reference = await bookMoveCancel(owner, 3, 4);
    expect(textsAbout(reference)).toEqual([]);
  });

  it('the salon’s cancellation texts an unconfirmed number nothing', async () => {
    const owner = await customerWithCart(t, 60, { phoneConfirmed: false });
    const { id, reference } = await book(owner, 7, '14:00');
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await mailTo(owner.email, 'is cancelled');
    await t.smsSettled();
    expect(textsAbout(reference)).toEqual([]);
  });

  it('once the customer confirms the number with the texted code, the same flow texts it', async () => {
    const owner = await customerWithCart(t, 60, { phoneConfirmed: false });
    await confirmThroughApi(owner, '0774445566');
    const reference = await bookMoveCancel(owner, 5, 6);
    const texts = textsAbout(reference);
    expect(texts.map((text) => text.fields.to)).toEqual(['94774445566', '94774445566', '94774445566']);
    const [booked, moved, cancelled] = texts.map((text) => text.fields.message);
    expect(booked).toContain(`your booking ${reference} is on`);
    expect(moved).toContain(`your booking ${reference} has moved to`);
    expect(cancelled).toContain(`you cancelled your booking ${reference}`);
  });
});

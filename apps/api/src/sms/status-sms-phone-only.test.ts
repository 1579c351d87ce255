import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeliveries, users } from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { asIfVisitBegun, bookableDate, bookThroughApi, customerWithCart } from '../test/booking-builders.ts';
import { signedInAdmin } from '../test/builders.ts';
import { eventually } from '../test/eventually.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../test/sms-gateway-fake.ts';

/*
 * docs/decisions/0029-sign-in-by-mobile.md: a customer without an e-mail address hears of the
 * salon's status changes (confirmed, completed, missed, no longer missed) by one text in their
 * language, where a customer with an address gets the mail and no extra text.
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

const APP_URL = 'http://salon.test';
let nextDay = 0;

/** A booking of its own day (12 days on and later); `phoneOnly` drops the account's e-mail address. */
async function booked({ phoneOnly, language = 'en' }: { phoneOnly: boolean; language?: 'en' | 'si' }) {
  const owner = await customerWithCart(t);
  await t.db
    .update(users)
    .set({ language, ...(phoneOnly ? { email: null } : {}) })
    .where(eq(users.id, owner.userId));
  const response = await bookThroughApi(t, owner, bookableDate(t, 12 + 2 * nextDay++), '10:00');
  expect(response.statusCode, response.body).toBe(201);
  const appointment = response.json().data.appointment as { _id: string; appointmentId: string };
  return { owner, id: appointment._id, reference: appointment.appointmentId };
}

const setStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: admin.auth,
    payload: { status },
  });

const textsAbout = (reference: string) =>
  gateway.requests.filter((request) => request.fields.message?.includes(reference));
const mailsAbout = (reference: string) => t.smtp.mails.filter((mail) => mail.text.includes(reference));

/** The keys of the customer's messages queued for the appointment's status changes to `to`. */
async function statusMessageKeys(id: string, to: string) {
  const rows = await t.db
    .select({ key: messageDeliveries.messageKey, channel: messageDeliveries.channel })
    .from(messageDeliveries)
    .where(and(like(messageDeliveries.messageKey, `status:${id}:${to}:%`)));
  return rows.map((row) => `${row.channel} ${row.key.replace(/:v\d+:/, ':')}`).sort();
}

/** Waits until `count` texts about `reference` reached the gateway, then until nothing else is owed. */
async function textsOnceSettled(reference: string, count: number) {
  await eventually(
    () => (textsAbout(reference).length >= count ? true : undefined),
    `${count} texts about ${reference}`,
  );
  await t.smsSettled();
  return textsAbout(reference).map((request) => request.fields);
}

describe('status texts for a customer without an e-mail address', () => {
  it('confirming and completing text the customer once each, and mail nobody', async () => {
    const { owner, id, reference } = await booked({ phoneOnly: true });
    const bookedTexts = (await textsOnceSettled(reference, 1)).length;

    const confirmed = await setStatus(id, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const afterConfirm = (await textsOnceSettled(reference, bookedTexts + 1)).slice(bookedTexts);
    expect(afterConfirm).toHaveLength(1);
    expect(afterConfirm[0]!.to).toBe(`94${owner.phone.slice(1)}`);
    expect(afterConfirm[0]!.message).toMatch(
      new RegExp(
        `^Salon: we confirmed your booking ${reference} on \\w{3} \\d{1,2} \\w{3} \\d{4} at 10:00 AM\\. Manage it at ${APP_URL}/profile/appointments$`,
      ),
    );
    expect(await statusMessageKeys(id, 'confirmed')).toEqual([`sms status:${id}:confirmed:customer-sms`]);

    const completed = await asIfVisitBegun(t, id, () => setStatus(id, 'completed'));
    expect(completed.statusCode, completed.body).toBe(200);
    const afterComplete = (await textsOnceSettled(reference, bookedTexts + 2)).slice(bookedTexts + 1);
    expect(afterComplete).toHaveLength(1);
    expect(afterComplete[0]!.message).toMatch(
      new RegExp(
        `^Salon: thank you for visiting us on .+, booking ${reference}\\. Tell us how it went at ${APP_URL}/reviews$`,
      ),
    );
    expect(await statusMessageKeys(id, 'completed')).toEqual([`sms status:${id}:completed:customer-sms`]);
    // The salon hears of the booking; the customer, without an address, gets no mail at all.
    expect(mailsAbout(reference).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New booking/),
    ]);
  });

  it('marking missed and undoing it text the customer in Sinhala, once each', async () => {
    const { id, reference } = await booked({ phoneOnly: true, language: 'si' });
    const bookedTexts = (await textsOnceSettled(reference, 1)).length;
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    await textsOnceSettled(reference, bookedTexts + 1);

    const missed = await asIfVisitBegun(t, id, () => setStatus(id, 'no-show'));
    expect(missed.statusCode, missed.body).toBe(200);
    const [missedText, ...noMore] = (await textsOnceSettled(reference, bookedTexts + 2)).slice(
      bookedTexts + 1,
    );
    expect(noMore).toEqual([]);
    expect(missedText!.message).toMatch(
      new RegExp(`^Salon: .+ ඔබේ වෙන්කිරීම ${reference} මඟ හැරුණු ලෙස සලකුණු කළ බැවින් වෙන්කිරීමේ ගාස්තුව ආපසු නොගෙවේ\\.`),
    );

    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/undo-status`,
      headers: admin.auth,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const [undoText, ...none] = (await textsOnceSettled(reference, bookedTexts + 3)).slice(bookedTexts + 2);
    expect(none).toEqual([]);
    expect(undoText!.message).toContain(`ඔබේ වෙන්කිරීම ${reference} තවදුරටත් මඟ හැරුණු ලෙස සලකුණු කර නැත`);
    expect(await statusMessageKeys(id, 'no-show')).toEqual([`sms status:${id}:no-show:customer-sms`]);
    expect(await statusMessageKeys(id, 'confirmed')).toEqual([
      `sms status:${id}:confirmed:customer-sms`,
      `sms status:${id}:confirmed:customer-sms`,
    ]);
  });
});

describe('status changes for a customer with an e-mail address', () => {
  it('confirming and marking missed mail the customer and text nothing more', async () => {
    const { owner, id, reference } = await booked({ phoneOnly: false });
    const bookedTexts = (await textsOnceSettled(reference, 1)).length;

    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    await eventually(
      () => t.smtp.mails.find((mail) => mail.to === owner.email && mail.subject.includes('is confirmed')),
      'the confirmation mail',
    );
    expect((await asIfVisitBegun(t, id, () => setStatus(id, 'no-show'))).statusCode).toBe(200);
    await eventually(
      () => t.smtp.mails.find((mail) => mail.to === owner.email && mail.subject.includes('We missed you')),
      'the missed mail',
    );
    await t.smsSettled();
    expect(textsAbout(reference)).toHaveLength(bookedTexts);
    expect(await statusMessageKeys(id, 'confirmed')).toEqual([`mail status:${id}:confirmed:customer-mail`]);
    expect(await statusMessageKeys(id, 'no-show')).toEqual([`mail status:${id}:no-show:customer-mail`]);
  });
});

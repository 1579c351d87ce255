import { describe, expect, it } from 'vitest';
import { messageDeliveries } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';

/**
 * docs/decisions/0031-one-booking-mail.md: an owner who changes a booking's status before the
 * worker made its booking mail leaves the customer one mail, in the status the booking is in,
 * not "confirmed" twice, nor "pending" after "confirmed".
 */

type Step = { status: string } | 'undo';

/**
 * Books, lets the owner take `steps` while no worker runs (the server that took the booking
 * stops before sending anything), then a second server on the same database drains the outbox.
 * Answers the booking and every mail its customer got about it, in the order they were sent.
 */
async function bookChangeThenDrain(steps: Step[]) {
  const first = await buildTestApp({}, { messages: { runWorker: false } });
  let second: TestApp | undefined;
  try {
    const admin = await signedInAdmin(first);
    const customer = await customerWithCart(first, 30);
    const booked = await bookThroughApi(first, customer, bookableDate(first, 5), '11:00');
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data.appointment as { _id: string; appointmentId: string };
    for (const step of steps) {
      const changed = await first.app.inject(
        step === 'undo'
          ? { method: 'POST', url: `/api/appointments/${appointment._id}/undo-status`, headers: admin.auth }
          : {
              method: 'PATCH',
              url: `/api/appointments/${appointment._id}/status`,
              headers: admin.auth,
              payload: step,
            },
      );
      expect(changed.statusCode, changed.body).toBe(200);
    }
    second = await buildTestApp({}, { db: first.db });
    const worker = second;
    await eventually(async () => {
      const rows = (await worker.db.select().from(messageDeliveries)).filter((row) =>
        row.messageKey.includes(appointment._id),
      );
      return rows.length > 0 && rows.every((row) => row.status === 'sent') ? true : undefined;
    }, 'the outbox drained');
    await worker.app.messagesSettled();
    const mails = worker.smtp.mails.filter(
      (mail) => mail.to === customer.email && mail.text.includes(appointment.appointmentId),
    );
    return { reference: appointment.appointmentId, mails };
  } finally {
    await second?.close();
    await first.close();
  }
}

describe('a booking whose status changes before its mail is made', () => {
  it('confirmed at once by the owner: one mail, the confirmation with its calendar file, saying confirmed', async () => {
    const { reference, mails } = await bookChangeThenDrain([{ status: 'confirmed' }]);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/ is confirmed$/)]);
    const [mail] = mails;
    expect(mail!.text).toContain(`Your appointment ${reference} is confirmed for`);
    expect(mail!.text).not.toContain('pending');
    expect(mail!.attachments.map((attachment) => attachment.filename)).toEqual(['appointment.ics']);
  });

  it('confirmed, then the confirmation undone: one mail, saying pending', async () => {
    const { mails } = await bookChangeThenDrain([{ status: 'confirmed' }, 'undo']);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/ awaits confirmation$/)]);
    expect(mails[0]!.text).not.toContain('is confirmed');
  });
});

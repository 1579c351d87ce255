import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { asIfVisitBegun, payAndBook } from '../../test/booking-builders.ts';
import { addBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { customerWithServices, openDates } from '../../test/team-builders.ts';

let t: TestApp;
let nugegoda: Awaited<ReturnType<typeof addBranch>>;
let cut: { id: string };
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

// docs/decisions/0045-branches.md: with two branches, the status and cancellation mails name
// the branch and its address, as the booking mail does.
beforeAll(async () => {
  t = await buildTestApp();
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  nugegoda = await addBranch(t, { name: 'Nugegoda', services: [{ serviceId: cut.id }] });
  // The owner, whom the salon's mails go to.
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function bookAtNugegoda(date: string) {
  const customer = await customerWithServices(t, [cut.id]);
  const booked = await payAndBook(t, customer, {
    totalAmount: 1000,
    date,
    startTime: '11:00',
    branchId: nugegoda.id,
  });
  return { customer, appointmentId: booked.json().data.appointment._id as string };
}

const mailWith = (to: string | null, subject: string) =>
  eventually(
    () => t.smtp.mails.find((mail) => (to === null || mail.to === to) && mail.subject.includes(subject)),
    `a mail "${subject}"`,
  );

const NUGEGODA_LINE = 'Branch: Nugegoda, No. 1, Nugegoda Road, Nugegoda.';

describe('the branch in status and cancellation mails (docs/decisions/0045-branches.md)', () => {
  it("names the branch and its address in the customer's and the salon's cancellation mails", async () => {
    const [date] = openDates(t, 1, 20);
    const { customer, appointmentId } = await bookAtNugegoda(date!);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointmentId}/cancel`,
      headers: customer.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const toCustomer = await mailWith(customer.email, 'is cancelled');
    expect(toCustomer.text).toContain(NUGEGODA_LINE);
    const toSalon = await mailWith(null, 'cancelled:');
    expect(toSalon.to).not.toBe(customer.email);
    expect(toSalon.text).toContain(NUGEGODA_LINE);
  });

  it("names the branch in the mail of the salon's own cancellation and of a missed visit", async () => {
    const [first, second] = openDates(t, 2, 22);
    const byAdmin = await bookAtNugegoda(first!);
    const status = (id: string, next: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}/status`,
        headers: admin.auth,
        payload: { status: next },
      });
    expect((await status(byAdmin.appointmentId, 'cancelled')).statusCode).toBe(200);
    const cancelledMail = await mailWith(byAdmin.customer.email, 'is cancelled');
    expect(cancelledMail.text).toContain('The salon cancelled your appointment');
    expect(cancelledMail.text).toContain(NUGEGODA_LINE);

    const missed = await bookAtNugegoda(second!);
    await status(missed.appointmentId, 'confirmed');
    const marked = await asIfVisitBegun(t, missed.appointmentId, () =>
      status(missed.appointmentId, 'no-show'),
    );
    expect(marked.statusCode, marked.body).toBe(200);
    const missedMail = await mailWith(missed.customer.email, 'We missed you');
    expect(missedMail.text).toContain(NUGEGODA_LINE);
  });
});

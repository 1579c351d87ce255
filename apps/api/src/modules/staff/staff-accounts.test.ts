import { appointmentMessages, staffAccountMessages, staffDayMessages } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, appointmentStatusChanges, staff, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { payAndBook } from '../../test/booking-builders.ts';
import {
  createService,
  nextClientAddress,
  signedInAdmin,
  signedInCustomer,
  uniqueEmail,
} from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { addStylist, customerWithServices, openDates } from '../../test/team-builders.ts';

/*
 * docs/decisions/0039-staff-accounts.md: the owner gives a stylist a sign-in; the stylist sees
 * their own visits only and marks them through the owner's status change.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let cut: { id: string };
let dates: string[];
let nextDate = 0;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  dates = openDates(t, 20);
});
afterAll(() => t.close());

const INVITE_SUBJECT = 'You can now sign in to Salon as a stylist';

async function stylist(name: string) {
  return addStylist(t, { name, services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
}

const giveSignIn = (staffId: string, email: string, auth = admin.auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/staff/${staffId}/account`,
    headers: auth,
    payload: { email },
  });

/** The owner gives the stylist a sign-in; the stylist chooses a password from the mail and signs in. */
async function signedInStylist(name: string) {
  const row = await stylist(name);
  const email = uniqueEmail(name.toLowerCase());
  const given = await giveSignIn(row.id, email);
  expect(given.statusCode, given.body).toBe(201);
  const mail = await eventually(
    () => t.smtp.mails.find((sent) => sent.to === email && sent.subject === INVITE_SUBJECT),
    `the sign-in mail to ${email}`,
  );
  const token = /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
  const reset = await t.app.inject({
    method: 'PATCH',
    url: `/api/auth/reset-password/${token}`,
    payload: { password: 'SalonStaff1' },
    remoteAddress: nextClientAddress(),
  });
  expect(reset.statusCode, reset.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'SalonStaff1' },
    remoteAddress: nextClientAddress(),
  });
  expect(login.statusCode, login.body).toBe(200);
  const { token: session, user } = login.json() as { token: string; user: { role: string; name: string } };
  return { staffId: row.id, email, user, auth: { authorization: `Bearer ${session}` } };
}

/** A confirmed visit of `staffId` at `time` on a date of its own; `begun` puts its start a minute ago. */
async function visitWith(staffId: string, time = '10:00', { begun = false } = {}) {
  const date = dates[nextDate++]!;
  const customer = await customerWithServices(t, [cut.id]);
  const created = await payAndBook(t, customer, { totalAmount: 1000, date, startTime: time, staffId });
  const id = created.json().data.appointment._id as string;
  const confirmed = await t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: admin.auth,
    payload: { status: 'confirmed' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  if (begun) await startIn(id, -1);
  return { id, date, customer };
}

/** Moves the visit's start `minutes` from now (its date stays), as the clock would bring it. */
const startIn = (id: string, minutes: number) =>
  t.db
    .update(appointments)
    .set({ startsAt: new Date(t.clock.now().getTime() + minutes * 60_000) })
    .where(eq(appointments.id, id));

const schedule = (auth: Record<string, string>, from: string, to = from) =>
  t.app.inject({ method: 'GET', url: `/api/staff/me/schedule?from=${from}&to=${to}`, headers: auth });
const mark = (auth: Record<string, string>, id: string, action: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/staff/me/appointments/${id}`,
    headers: auth,
    payload: { action },
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('the owner gives a stylist a sign-in', () => {
  it('makes a staff account named as the stylist, unverified without a password, and mails a set-password link', async () => {
    const row = await stylist('Kasuni');
    const email = uniqueEmail('kasuni');
    const response = await giveSignIn(row.id, email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      messageId: staffAccountMessages.accountCreated,
      data: { account: { email, passwordSet: false } },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'staff', name: 'Kasuni', isVerified: false, passwordHash: null });
    const [linked] = await t.db.select().from(staff).where(eq(staff.id, row.id));
    expect(linked!.userId).toBe(user!.id);
    const mail = await eventually(
      () => t.smtp.mails.find((sent) => sent.to === email && sent.subject === INVITE_SUBJECT),
      'the sign-in mail',
    );
    expect(mail.text).toContain('/reset-password/');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/staff/${row.id}/account`,
      headers: admin.auth,
    });
    expect(read.json().data.account).toEqual({ email, passwordSet: false });
  });

  it("refuses a customer's address and a second sign-in, changing nothing", async () => {
    const customer = await signedInCustomer(t);
    const row = await stylist('Ruwan');
    const taken = await giveSignIn(row.id, customer.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(staffAccountMessages.emailTaken);
    expect((await t.db.select().from(staff).where(eq(staff.id, row.id)))[0]!.userId).toBeNull();
    const [customerRow] = await t.db.select().from(users).where(eq(users.email, customer.email));
    expect(customerRow!.role).toBe('user');
    expect((await giveSignIn(row.id, uniqueEmail('ruwan'))).statusCode).toBe(201);
    const second = await giveSignIn(row.id, uniqueEmail('ruwan2'));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(staffAccountMessages.accountExists);
  });

  it('is for the owner only', async () => {
    const row = await stylist('Nimesha');
    const customer = await signedInCustomer(t);
    expect((await giveSignIn(row.id, uniqueEmail('n'), customer.auth)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/staff/${row.id}/account`,
          payload: { email: uniqueEmail() },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('takes the sign-in away: the session ends and the password no longer works', async () => {
    const signedIn = await signedInStylist('Sanduni');
    expect((await schedule(signedIn.auth, dates[0]!)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${signedIn.staffId}/account`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await schedule(signedIn.auth, dates[0]!)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: signedIn.email, password: 'SalonStaff1' },
      remoteAddress: nextClientAddress(),
    });
    expect(login.statusCode).toBe(401);
    expect((await t.db.select().from(staff).where(eq(staff.id, signedIn.staffId)))[0]).toMatchObject({
      name: 'Sanduni',
      userId: null,
    });
    expect(await t.db.select().from(users).where(eq(users.email, signedIn.email))).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${signedIn.staffId}/account`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("a stylist's own day", () => {
  it('signs in on the customers’ door as role staff and sees only their own visits, without money', async () => {
    const own = await signedInStylist('Amali');
    const other = await stylist('Bhagya');
    const mine = await visitWith(own.staffId, '10:00');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: own.auth });
    expect(theirs.json().user ?? theirs.json().data?.user).toMatchObject({ role: 'staff', name: 'Amali' });
    const response = await schedule(own.auth, mine.date);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.visits).toHaveLength(1);
    expect(data.visits[0]).toMatchObject({
      _id: mine.id,
      startTime: '10:00',
      status: 'confirmed',
      arrivedAt: null,
      customer: { firstName: expect.any(String) },
      services: [{ title: 'Cut', quantity: 1 }],
    });
    expect(JSON.stringify(data)).not.toMatch(/price|fee|refund|payment|total/i);
    // Each shift names its branch, one of the stylist's branches (docs/decisions/0045-branches.md).
    expect(data.shifts).toEqual([
      { date: mine.date, startTime: '09:00', endTime: '19:00', branchId: data.branches[0]._id },
    ]);
    const colleagues = await visitWith(other.id, '11:00');
    const otherDay = await schedule(own.auth, colleagues.date);
    expect(otherDay.json().data.visits).toEqual([]);
  });

  it('answers at most seven days, the end not before the start', async () => {
    const own = await signedInStylist('Chamari');
    const tooLong = await schedule(own.auth, '2026-12-01', '2026-12-08');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(staffDayMessages.rangeInvalid);
    expect((await schedule(own.auth, '2026-12-05', '2026-12-01')).statusCode).toBe(400);
    expect((await schedule(own.auth, '2026-12-01', '2026-12-07')).statusCode).toBe(200);
  });

  it("answers 404 for another stylist's visit and changes nothing", async () => {
    const own = await signedInStylist('Dinithi');
    const other = await stylist('Eranga');
    const theirs = await visitWith(other.id, '10:00', { begun: true });
    for (const action of ['arrived', 'completed', 'no-show']) {
      const response = await mark(own.auth, theirs.id, action);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(appointmentMessages.appointmentNotFound);
    }
    expect(await rowOf(theirs.id)).toMatchObject({ status: 'confirmed', arrivedAt: null });
  });

  it('refuses marks before the start with the owner’s message; arrived opens 15 minutes before', async () => {
    const own = await signedInStylist('Fathima');
    const visit = await visitWith(own.staffId, '10:00');
    await startIn(visit.id, 30);
    const early = await mark(own.auth, visit.id, 'completed');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(appointmentMessages.visitNotStarted);
    const tooEarly = await mark(own.auth, visit.id, 'arrived');
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(staffDayMessages.arrivalNotOpen);
    expect(await rowOf(visit.id)).toMatchObject({ status: 'confirmed', arrivedAt: null });
    await startIn(visit.id, 10);
    const arrived = await mark(own.auth, visit.id, 'arrived');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().data.visit.arrivedAt).toBe(t.clock.now().toISOString());
  });

  it('marks arrived then completed: the history names the stylist and the owner may undo', async () => {
    const own = await signedInStylist('Gayani');
    const visit = await visitWith(own.staffId, '10:00', { begun: true });
    expect((await mark(own.auth, visit.id, 'arrived')).statusCode).toBe(200);
    const noShow = await mark(own.auth, visit.id, 'no-show');
    expect(noShow.statusCode).toBe(409);
    expect(noShow.json().message).toBe(staffDayMessages.customerArrived);
    const completed = await mark(own.auth, visit.id, 'completed');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data.visit).toMatchObject({ status: 'completed', arrivedAt: expect.any(String) });
    const history = await t.db
      .select()
      .from(appointmentStatusChanges)
      .where(eq(appointmentStatusChanges.appointmentId, visit.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'confirmed', toStatus: 'completed' });
    const [staffUser] = await t.db.select().from(users).where(eq(users.email, own.email));
    expect(history.at(-1)!.changedBy).toBe(staffUser!.id);
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${visit.id}/undo-status`,
      headers: admin.auth,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await rowOf(visit.id)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a cancelled visit with a clear message', async () => {
    const own = await signedInStylist('Harshi');
    const visit = await visitWith(own.staffId, '10:00');
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${visit.id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    await startIn(visit.id, -1);
    const response = await mark(own.auth, visit.id, 'arrived');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(staffDayMessages.visitCancelled);
  });

  it('clears a check-in when the owner marks the visit a no-show (the database keeps them apart)', async () => {
    const own = await signedInStylist('Ishara');
    const visit = await visitWith(own.staffId, '10:00', { begun: true });
    expect((await mark(own.auth, visit.id, 'arrived')).statusCode).toBe(200);
    const noShow = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${visit.id}/status`,
      headers: admin.auth,
      payload: { status: 'no-show' },
    });
    expect(noShow.statusCode).toBe(200);
    expect(await rowOf(visit.id)).toMatchObject({ status: 'no-show', arrivedAt: null });
  });
});

describe('what a stylist may not open', () => {
  it('gets 403 from the back office and the customer pages, and the customer 403 from the stylist’s', async () => {
    const own = await signedInStylist('Janaki');
    for (const url of [
      '/api/admin/overview',
      '/api/admin/staff',
      '/api/appointments/all',
      '/api/cart/get-cart',
      '/api/appointments/my-appointments',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: own.auth });
      expect(response.statusCode, url).toBe(403);
    }
    const customer = await signedInCustomer(t);
    expect((await schedule(customer.auth, dates[0]!)).statusCode).toBe(403);
    expect((await schedule(admin.auth, dates[0]!)).statusCode).toBe(403);
  });

  it('answers 403 to a staff account no stylist is linked to', async () => {
    const own = await signedInStylist('Kumudu');
    await t.db.update(staff).set({ userId: null }).where(eq(staff.id, own.staffId));
    const response = await schedule(own.auth, dates[0]!);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(staffDayMessages.notAStylist);
  });
});

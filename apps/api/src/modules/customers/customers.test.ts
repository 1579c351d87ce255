import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsOf } from '../../db/client.ts';
import { appointments, carts, customerNotes, reviews, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookThroughApi, bookableDate, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin, signedInCustomer, uniqueEmail, uniqueMobile } from '../../test/builders.ts';
import { createCustomerMergeRepository } from './customer-merge.repository.ts';
import { createCustomerMergeService } from './customer-merge.service.ts';
import { phoneDigitsToFind } from './customers.repository.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload === undefined ? {} : { payload }) });

/** A customer booked through the API on a day of their own, their appointment id with them. */
async function bookedCustomer(dayOffset: number, name?: string) {
  const customer = await customerWithCart(t, 60);
  if (name) await t.db.update(users).set({ name }).where(eq(users.id, customer.userId));
  const booked = await bookThroughApi(t, customer, bookableDate(t, dayOffset), '10:00');
  expect(booked.statusCode, booked.body).toBe(201);
  return { ...customer, appointmentId: booked.json().data.appointment._id as string };
}

/** Another booking of the same customer: the cart emptied with the first, so the service goes back in. */
async function bookAgain(
  customer: Awaited<ReturnType<typeof customerWithCart>>,
  date: string,
  startTime: string,
) {
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart',
    headers: customer.auth,
    payload: { serviceId: customer.service.id },
  });
  const booked = await bookThroughApi(t, customer, date, startTime);
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().data.appointment._id as string;
}

/** A record the salon keeps without a sign-in: a phone and a name, as a desk booking would make. */
async function phoneOnlyRecord(name: string, phone = uniqueMobile()) {
  const [row] = await t.db
    .insert(users)
    .values({ name, phone, phoneConfirmedAt: t.clock.now() })
    .returning({ id: users.id });
  return row!.id;
}

describe('who may call the customers and the daily close', () => {
  it.each(['/api/admin/customers', '/api/admin/daily-close', '/api/admin/daily-close.csv'])(
    'GET %s: 401 without a session, 403 for a customer',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const customer = await signedInCustomer(t);
      expect((await get(url, customer.auth)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/admin/customers', () => {
  it.each(['077 {rest}', '+9477{rest}', '077{rest}', '0094 77 {rest}', '77{rest}'])(
    'finds a customer by a phone typed as %s',
    async (format) => {
      const mobile = uniqueMobile();
      const id = await phoneOnlyRecord('Phone Search Person', mobile);
      const typed = format.replace('{rest}', mobile.slice(3));
      const response = await get(`/api/admin/customers?q=${encodeURIComponent(typed)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.customers.map((c: { _id: string }) => c._id)).toEqual([id]);
    },
  );

  it('finds by part of the name or the e-mail, in any case, and lists no admin', async () => {
    const email = uniqueEmail('kumari');
    const customer = await signedInCustomer(t, { name: 'Kumari Wijesinghe', email });
    const byName = (await get('/api/admin/customers?q=wijesing')).json().data;
    expect(byName.customers.map((c: { _id: string }) => c._id)).toContain(customer.userId);
    const byEmail = (await get(`/api/admin/customers?q=${email.toUpperCase()}`)).json().data;
    expect(byEmail.customers).toEqual([
      expect.objectContaining({ _id: customer.userId, name: 'Kumari Wijesinghe', email, visits: 0 }),
    ]);
    expect((await get(`/api/admin/customers?q=${admin.email}`)).json().data).toMatchObject({
      customers: [],
      total: 0,
    });
  });

  it('counts visits, no-shows, cancellations and spend (fees kept and what completed visits paid, nothing of visits to come)', async () => {
    const customer = await bookedCustomer(3, 'Spend Counter');
    const completed = customer.appointmentId;
    const noShow = await bookAgain(customer, bookableDate(t, 10), '11:00');
    const cancelled = await bookAgain(customer, bookableDate(t, 12), '11:00');
    // Still to come: its fee is paid, but spend waits for the visit.
    await bookAgain(customer, bookableDate(t, 14), '11:00');
    await t.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, completed));
    await t.db.update(appointments).set({ status: 'no-show' }).where(eq(appointments.id, noShow));
    await t.db
      .update(appointments)
      .set({ status: 'cancelled', refundRequestedAt: t.clock.now() })
      .where(eq(appointments.id, cancelled));

    const [found] = (await get(`/api/admin/customers?q=${customer.email}`)).json().data.customers;
    // Fees: 1000 (completed) + 1000 (no-show kept) + 0 (refunded) + 0 (the visit to come); the
    // completed visit paid its 5000 at the desk, the fee not taken off the bill (the default rule).
    expect(found).toMatchObject({
      visits: 1,
      noShows: 1,
      cancellations: 1,
      spendLkr: 7000,
      lastVisit: bookableDate(t, 3),
    });
  });

  it('pages twenty at a time and refuses a bad page', async () => {
    const marker = `Pager${Date.now()}`;
    for (let i = 0; i < 21; i++) await phoneOnlyRecord(`${marker} ${String(i).padStart(2, '0')}`);
    const first = (await get(`/api/admin/customers?q=${marker}`)).json().data;
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.customers).toHaveLength(20);
    const second = (await get(`/api/admin/customers?q=${marker}&page=2`)).json().data;
    expect(second.customers.map((c: { name: string }) => c.name)).toEqual([`${marker} 20`]);
    expect((await get('/api/admin/customers?page=0')).statusCode).toBe(400);
    expect((await get(`/api/admin/customers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('phoneDigitsToFind', () => {
  it.each([
    ['077 123 4567', '771234567'],
    ['+94771234567', '771234567'],
    ['0771234567', '771234567'],
    ['077 123', '77123'],
    ['+94 77', '9477'],
  ])('%s looks for %s', (typed, digits) => {
    expect(phoneDigitsToFind(typed)).toBe(digits);
  });
});

describe('GET /api/admin/customers/:id and its notes', () => {
  it('shows the visits with their stylist and status, and the notes kept', async () => {
    const customer = await bookedCustomer(4, 'Detail Person');
    const added = await send('POST', `/api/admin/customers/${customer.userId}/notes`, {
      kind: 'allergy',
      body: 'Allergic to PPD hair dye',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ messageId: 'Note added', data: { note: { kind: 'allergy' } } });

    const detail = await get(`/api/admin/customers/${customer.userId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.customer).toMatchObject({
      _id: customer.userId,
      name: 'Detail Person',
      visitsList: [
        {
          _id: customer.appointmentId,
          date: bookableDate(t, 4),
          startTime: '10:00',
          status: expect.stringMatching(/pending|confirmed/),
          stylist: null,
          services: [{ serviceId: customer.service.id, title: 'Treatment 60', quantity: 1 }],
        },
      ],
      notes: [{ kind: 'allergy', body: 'Allergic to PPD hair dye' }],
    });
  });

  it('edits and deletes a note; a note of another customer is not found', async () => {
    const owner = await phoneOnlyRecord('Note Owner');
    const other = await phoneOnlyRecord('Someone Else');
    const note = (
      await send('POST', `/api/admin/customers/${owner}/notes`, { kind: 'colour', body: '6.1 + 20 vol' })
    ).json().data.note;
    expect(
      (await send('PATCH', `/api/admin/customers/${other}/notes/${note._id}`, { body: 'x' })).statusCode,
    ).toBe(404);
    const edited = await send('PATCH', `/api/admin/customers/${owner}/notes/${note._id}`, {
      body: '6.1 + 30 vol',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.note).toMatchObject({ kind: 'colour', body: '6.1 + 30 vol' });
    expect((await send('DELETE', `/api/admin/customers/${other}/notes/${note._id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/customers/${owner}/notes/${note._id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(customerNotes).where(eq(customerNotes.userId, owner))).toEqual([]);
  });

  it.each([
    ['blank', { kind: 'allergy', body: '   ' }, 'Write the note'],
    ['too long', { kind: 'allergy', body: 'x'.repeat(2001) }, 'A note is at most 2000 characters'],
    ['of an unknown kind', { kind: 'secret', body: 'x' }, 'Choose allergy, colour or general'],
    ['without a kind', { body: 'x' }, 'Choose allergy, colour or general'],
  ])('refuses a note %s with 400 and keeps nothing', async (_, payload, message) => {
    const owner = await phoneOnlyRecord('Bad Note Owner');
    const response = await send('POST', `/api/admin/customers/${owner}/notes`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.db.select().from(customerNotes).where(eq(customerNotes.userId, owner))).toEqual([]);
  });

  it('answers 404 for an unknown customer, an admin, and a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/customers/${missing}`)).statusCode).toBe(404);
    const [adminRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    expect((await get(`/api/admin/customers/${adminRow!.id}`)).statusCode).toBe(404);
    expect((await get('/api/admin/customers/not-an-id')).statusCode).toBe(400);
    const note = await send('POST', `/api/admin/customers/${missing}/notes`, { kind: 'general', body: 'x' });
    expect(note.statusCode).toBe(404);
  });
});

describe('POST /api/admin/customers/:id/merge', () => {
  it('moves the duplicate’s bookings, notes, review and cart, gives the kept record its sign-in, and ends the duplicate', async () => {
    const kept = await phoneOnlyRecord('Merge Keeper');
    await send('POST', `/api/admin/customers/${kept}/notes`, { kind: 'general', body: 'Kept note' });
    const duplicate = await bookedCustomer(5, 'Merge Duplicate');
    await send('POST', `/api/admin/customers/${duplicate.userId}/notes`, {
      kind: 'allergy',
      body: 'Moved note',
    });
    await t.db.insert(reviews).values({ userId: duplicate.userId, rating: 5, comment: 'Lovely' });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: duplicate.auth,
      payload: { serviceId: duplicate.service.id },
    });

    const response = await send('POST', `/api/admin/customers/${kept}/merge`, { fromId: duplicate.userId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.moved).toMatchObject({ appointments: 1, notes: 1, reviews: 1, cartItems: 1 });
    expect(response.json().data.customer).toMatchObject({
      _id: kept,
      email: duplicate.email,
      visitsList: [expect.objectContaining({ _id: duplicate.appointmentId })],
    });
    expect(
      response
        .json()
        .data.customer.notes.map((n: { body: string }) => n.body)
        .sort(),
    ).toEqual(['Kept note', 'Moved note']);

    expect(await t.db.select().from(users).where(eq(users.id, duplicate.userId))).toEqual([]);
    const [moved] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, duplicate.appointmentId));
    expect(moved!.userId).toBe(kept);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.userId, kept));
    expect(review?.comment).toBe('Lovely');
    // The duplicate's session ended with it; its e-mail and password now sign in to the kept record.
    expect((await get('/api/auth/me', duplicate.auth)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: duplicate.email, password: duplicate.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user._id).toBe(kept);
  });

  it('refuses two records that each sign in with an e-mail and a password, and changes nothing', async () => {
    const first = await bookedCustomer(6, 'First Login');
    const second = await bookedCustomer(7, 'Second Login');
    const response = await send('POST', `/api/admin/customers/${first.userId}/merge`, {
      fromId: second.userId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().messageId).toMatch(/^Both records sign in/);
    const [still] = await t.db.select().from(appointments).where(eq(appointments.id, second.appointmentId));
    expect(still!.userId).toBe(second.userId);
  });

  it('refuses a record merged with itself, an admin, an unknown id and a malformed body', async () => {
    const kept = await phoneOnlyRecord('Self Merge');
    expect((await send('POST', `/api/admin/customers/${kept}/merge`, { fromId: kept })).statusCode).toBe(409);
    const [adminRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    const withAdmin = await send('POST', `/api/admin/customers/${kept}/merge`, { fromId: adminRow!.id });
    expect(withAdmin.statusCode).toBe(409);
    expect(withAdmin.json().messageId).toMatch(/^Only customer records/);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('POST', `/api/admin/customers/${kept}/merge`, { fromId: unknown })).statusCode).toBe(
      404,
    );
    expect((await send('POST', `/api/admin/customers/${kept}/merge`, { fromId: 'x' })).statusCode).toBe(400);
    expect((await send('POST', `/api/admin/customers/${kept}/merge`, {})).statusCode).toBe(400);
  });

  it('is all or nothing: a failure half way leaves both records as they were', async () => {
    const kept = await phoneOnlyRecord('Atomic Keeper');
    const duplicate = await bookedCustomer(8, 'Atomic Duplicate');
    await send('POST', `/api/admin/customers/${duplicate.userId}/notes`, {
      kind: 'general',
      body: 'Stays put',
    });
    const repository = createCustomerMergeRepository();
    const failing = createCustomerMergeService({
      repository: {
        ...repository,
        moveCartIfEmpty: () => Promise.reject(new Error('the connection dropped')),
      },
      transaction: transactionsOf(t.db),
      customers: { detail: () => Promise.reject(new Error('not reached')) },
    });
    await expect(failing.merge(kept, duplicate.userId)).rejects.toThrow('the connection dropped');
    const [booking] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, duplicate.appointmentId));
    expect(booking!.userId).toBe(duplicate.userId);
    const notes = await t.db.select().from(customerNotes).where(eq(customerNotes.userId, duplicate.userId));
    expect(notes.map((n) => n.body)).toEqual(['Stays put']);
    expect(
      await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, duplicate.userId)),
    ).toHaveLength(1);
  });
});

describe('GET /api/admin/daily-close', () => {
  it('lists the day’s visits with the fee paid online and what to take at the desk, totalled', async () => {
    const date = bookableDate(t, 20);
    const customer = await customerWithCart(t, 60);
    const first = await bookThroughApi(t, customer, date, '09:00');
    const refundedId = await bookAgain(customer, date, '13:00');
    await t.db
      .update(appointments)
      .set({ refundRequestedAt: t.clock.now() })
      .where(eq(appointments.id, refundedId));
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/booking-rules',
      headers: admin.auth,
      payload: { autoConfirm: true, feeDeductedAtSalon: true },
    });
    // The Sinhala title kept at booking goes out with the English one, for a Sinhala screen.
    const firstId = first.json().data.appointment._id as string;
    const [booked] = await t.db.select().from(appointments).where(eq(appointments.id, firstId));
    await t.db
      .update(appointments)
      .set({
        services: booked!.services.map((line) => ({
          ...line,
          translations: { si: { title: 'ප්‍රතිකාර 60' } },
        })),
      })
      .where(eq(appointments.id, firstId));

    const response = await get(`/api/admin/daily-close?date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    const close = response.json().data.close;
    expect(close.visits).toEqual([
      expect.objectContaining({
        _id: first.json().data.appointment._id,
        startTime: '09:00',
        customerName: customer.name,
        customerPhone: customer.phone,
        services: [{ title: 'Treatment 60', quantity: 1, translations: { si: { title: 'ප්‍රතිකාර 60' } } }],
        feePaidOnlineLkr: 1000,
        feeRefundedLkr: 0,
        servicesTotalLkr: 5000,
        toTakeAtDeskLkr: 4000,
      }),
      expect.objectContaining({
        _id: refundedId,
        feePaidOnlineLkr: 1000,
        feeRefundedLkr: 1000,
        toTakeAtDeskLkr: 5000,
      }),
    ]);
    const totals = {
      visits: 2,
      feePaidOnlineLkr: 2000,
      feeRefundedLkr: 1000,
      servicesTotalLkr: 10000,
      toTakeAtDeskLkr: 9000,
      feeTakenAtDeskLkr: 0,
    };
    expect(close.totals).toEqual(totals);
    expect(close.stylists).toEqual([{ stylist: null, ...totals }]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/booking-rules',
      headers: admin.auth,
      payload: { autoConfirm: true, feeDeductedAtSalon: false },
    });
  });

  it('is today’s close without a date, and refuses a date that is not one', async () => {
    const today = (await get('/api/admin/daily-close')).json().data.close.date;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get('/api/admin/daily-close?date=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/admin/daily-close.csv?date=tomorrow')).statusCode).toBe(400);
  });

  it('downloads the close as a spreadsheet-safe CSV with a byte order mark', async () => {
    const date = bookableDate(t, 22);
    const customer = await customerWithCart(t, 60);
    await t.db
      .update(users)
      .set({ name: '=HYPERLINK("http://x.example","නිමාලි, "ok")' })
      .where(eq(users.id, customer.userId));
    expect((await bookThroughApi(t, customer, date, '10:00')).statusCode).toBe(201);

    const response = await get(`/api/admin/daily-close.csv?date=${date}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="salon-close-${date}.csv"`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"Date","Time","Booking","Customer","Phone"/);
    // The formula is text: a quote first, the cell quoted, its own quotes doubled.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"",""නිමාලි, ""ok"")"`);
    expect(lines).toContain('"Day total","1","1000","0","5000","5000","0"');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageDeliveries,
  salonSettings,
  slotReservations,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  bookThroughApi,
  confirmCard,
  createAppointment,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';
import {
  confirmPhoneInDatabase,
  createService,
  signedInAdmin,
  signedInCustomer,
} from '../../test/builders.ts';
import { offersOn, offerTokenOf, settledOffers } from '../../test/waitlist-builders.ts';

/**
 * docs/decisions/0042-waitlist.md from outside: one chair open 10:00-11:00, so one 60-minute
 * visit fills a day and its cancellation frees exactly one time.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await buildTestApp({}, { waitlistPollMs: 200 });
  admin = await signedInAdmin(t);
  await t.db
    .update(salonSettings)
    .set({
      capacity: 1,
      bufferMinutes: 0,
      leadTimeMinutes: 0,
      openingHours: Array.from({ length: 7 }, () => ({ open: '10:00', close: '11:00' })),
    })
    .where(eq(salonSettings.id, 1));
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const join = (customer: Customer, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', headers: customer.auth, payload });

async function waitingCustomer(date: string, serviceId: string, window: { from: string; to: string }) {
  const customer = await signedInCustomer(t);
  await confirmPhoneInDatabase(t, customer.userId);
  const response = await join(customer, { windows: [{ date, ...window }], services: [{ _id: serviceId }] });
  expect(response.statusCode, response.body).toBe(201);
  return { ...customer, entryId: response.json().data.entry._id as string };
}

/** A full day: one customer booked at 10:00 for a 60-minute service. */
async function fullDay(daysAhead: number) {
  const date = bookableDate(t, daysAhead);
  const booker = await customerWithCart(t, 60);
  const booked = await bookThroughApi(t, booker, date, '10:00');
  expect(booked.statusCode, booked.body).toBe(201);
  return {
    date,
    booker,
    service: booker.service,
    appointmentId: booked.json().data.appointment._id as string,
  };
}

const liveOffersOn = async (date: string) => (await offersOn(t, date)).filter((o) => o.status === 'held');

const cancel = (customer: Customer, appointmentId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${appointmentId}/cancel`, headers: customer.auth });

/** The hold's time is over by the app's clock and, later than it, by the database's. */
const lapse = (reservationId: string) =>
  t.db
    .update(slotReservations)
    .set({ holdExpiresAt: new Date(t.clock.now().getTime() - 1000) })
    .where(eq(slotReservations.id, reservationId));

describe('joining, listing and leaving', () => {
  it('refuses the signed out (401) and bad input (400) and stores nothing', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t, { durationMinutes: 60 });
    const date = bookableDate(t, 3);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { windows: [{ date, from: '10:00', to: '11:00' }], services: [{ _id: service.id }] },
    });
    expect(signedOut.statusCode).toBe(401);
    const bad = [
      { windows: [], services: [{ _id: service.id }] },
      {
        windows: Array.from({ length: 6 }, () => ({ date, from: '10:00', to: '11:00' })),
        services: [{ _id: service.id }],
      },
      { windows: [{ date, from: '11:00', to: '10:00' }], services: [{ _id: service.id }] },
      { windows: [{ date: '2020-01-01', from: '10:00', to: '11:00' }], services: [{ _id: service.id }] },
      { windows: [{ date, from: '10:00', to: '11:00' }], services: [] },
      { windows: [{ date, from: '10:00', to: '11:00' }], services: [{ _id: crypto.randomUUID() }] },
    ];
    for (const payload of bad) {
      const response = await join(customer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await join(customer, bad[1]!)).json().message).toBe('At most 5 windows');
    const stored = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, customer.userId));
    expect(stored).toHaveLength(0);
  });

  it('refuses the same window twice (400, marked on the copy) and stores nothing; other times of that day join', async () => {
    const customer = await signedInCustomer(t);
    await confirmPhoneInDatabase(t, customer.userId);
    const service = await createService(t, { durationMinutes: 60 });
    const date = bookableDate(t, 20);
    const window = { date, from: '10:00', to: '11:00' };
    const twice = await join(customer, {
      windows: [window, { date, from: '10:00', to: '10:30' }, { ...window }],
      services: [{ _id: service.id }],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This window is the same as one above: change it or remove it',
      details: {
        issues: [
          {
            path: '/windows/2/date',
            message: 'This window is the same as one above: change it or remove it',
          },
        ],
      },
    });
    expect(
      await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, customer.userId)),
    ).toHaveLength(0);

    const distinct = await join(customer, {
      windows: [window, { date, from: '10:00', to: '10:30' }],
      services: [{ _id: service.id }],
    });
    expect(distinct.statusCode, distinct.body).toBe(201);
    expect(distinct.json().data.entry.windows).toHaveLength(2);
  });

  it('lists the entry with its windows, and leaving ends it (only the owner of it can)', async () => {
    const { date, service } = await fullDay(4);
    const customer = await waitingCustomer(date, service.id, { from: '09:00', to: '12:00' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: customer.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.entries).toEqual([
      expect.objectContaining({
        _id: customer.entryId,
        windows: [{ date, from: '09:00', to: '12:00' }],
        durationMinutes: 60,
        staffId: null,
      }),
    ]);
    const stranger = await signedInCustomer(t);
    const leave = (who: Customer) =>
      t.app.inject({ method: 'DELETE', url: `/api/waitlist/${customer.entryId}`, headers: who.auth });
    expect((await leave(stranger)).statusCode).toBe(404);
    expect((await leave(customer)).statusCode).toBe(200);
    expect((await leave(customer)).statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: customer.auth });
    expect(after.json().data.entries).toEqual([]);
  });
});

describe('offers', () => {
  it('a cancellation gives one held offer to the first entry that fits; unclaimed, it moves on, then opens', async () => {
    const { date, booker, service, appointmentId } = await fullDay(6);
    // Earliest, but its window does not cover 10:00.
    const notFitting = await waitingCustomer(date, service.id, { from: '14:00', to: '16:00' });
    const first = await waitingCustomer(date, service.id, { from: '09:00', to: '12:00' });
    const second = await waitingCustomer(date, service.id, { from: '10:00', to: '10:30' });
    expect(await settledOffers(t, date)).toHaveLength(0);

    expect((await cancel(booker, appointmentId)).statusCode).toBe(200);
    const [offer, ...more] = await settledOffers(t, date);
    expect(more).toHaveLength(0);
    expect(offer!.waitlistEntryId).toBe(first.entryId);
    expect(offer!.userId).toBe(first.userId);
    // Held for the owner's 15 minutes, by the app's clock.
    expect(offer!.holdExpiresAt!.getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect(await offerTokenOf(t, offer!.id)).toMatch(/.{20,}/);
    const sms = await t.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageKey, `waitlist-offer:${offer!.id}:customer-sms`));
    expect(sms).toHaveLength(1);
    const mine = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: first.auth });
    expect(mine.json().data.offers).toEqual([
      expect.objectContaining({ _id: offer!.id, date, startTime: '10:00', entryId: first.entryId }),
    ]);
    // Nobody else can take the held time meanwhile.
    const walkUp = await customerWithCart(t, 60);
    expect((await startPayment(t, walkUp, date, '10:00')).statusCode).toBe(409);

    await lapse(offer!.id);
    await t.app.sweepBookings();
    const [next, ...others] = await settledOffers(t, date);
    expect(others).toHaveLength(0);
    expect(next!.waitlistEntryId).toBe(second.entryId);
    expect((await offersOn(t, date)).filter((o) => o.waitlistEntryId === notFitting.entryId)).toHaveLength(0);

    await lapse(next!.id);
    await t.app.sweepBookings();
    expect(await settledOffers(t, date)).toHaveLength(0);
    // After the last entry the time is everyone's again.
    expect((await startPayment(t, walkUp, date, '10:00')).statusCode).toBe(200);
  });

  it('a claimed offer books through the normal fee payment, and the owner sees it filled', async () => {
    const { date, booker, service, appointmentId } = await fullDay(8);
    const waiting = await waitingCustomer(date, service.id, { from: '10:00', to: '11:00' });
    await settledOffers(t, date);
    expect((await cancel(booker, appointmentId)).statusCode).toBe(200);
    const [offer] = await settledOffers(t, date);
    const token = await offerTokenOf(t, offer!.id);

    const stranger = await signedInCustomer(t);
    const peek = (who: Customer) =>
      t.app.inject({ method: 'GET', url: `/api/waitlist/offers/${token}`, headers: who.auth });
    expect((await peek(stranger)).statusCode).toBe(409);
    const shown = await peek(waiting);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.offer).toMatchObject({ date, startTime: '10:00', bookingFeeLkr: 1000 });

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: waiting.auth,
      payload: { totalAmount: 1000, date, startTime: '10:00', offerToken: token },
    });
    expect(started.statusCode, started.body).toBe(200);
    // Single use: the link never starts a second payment. Asked again before paying (a reload),
    // it answers the same one; once booked, it is refused.
    const startAgain = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/create-payment-intent',
        headers: waiting.auth,
        payload: { totalAmount: 1000, date, startTime: '10:00', offerToken: token },
      });
    const again = await startAgain();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentIntentId).toBe(started.json().paymentIntentId);
    await confirmCard(t, waiting, started.json().clientSecret);
    const created = await createAppointment(t, waiting, started.json().paymentIntentId);
    expect(created.statusCode, created.body).toBe(201);
    expect((await startAgain()).statusCode).toBe(409);
    expect(created.json().data.appointment).toMatchObject({ date, startTime: '10:00' });
    const [held] = await t.db.select().from(slotReservations).where(eq(slotReservations.id, offer!.id));
    expect(held!.status).toBe('booked');
    // Booked, the entry has what it waited for: it waits no more.
    const mine = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: waiting.auth });
    expect(mine.json().data).toEqual({ entries: [], offers: [] });

    // Cancelled a day or more ahead and filled: the owner's figure counts it.
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/admin/waitlist?date=${date}`,
      headers: admin.auth,
    });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().data.fillRate).toMatchObject({ cancelled: expect.any(Number), filled: 1 });
    expect(day.json().data.offers[0]).toMatchObject({ _id: offer!.id, status: 'booked' });
  });

  it('a lapsed offer cannot be claimed: the database decides', async () => {
    const { date, booker, service, appointmentId } = await fullDay(10);
    const waiting = await waitingCustomer(date, service.id, { from: '10:00', to: '11:00' });
    await settledOffers(t, date);
    await cancel(booker, appointmentId);
    const [offer] = await settledOffers(t, date);
    const token = await offerTokenOf(t, offer!.id);
    await lapse(offer!.id);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: waiting.auth,
      payload: { totalAmount: 1000, date, startTime: '10:00', offerToken: token },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This offer has ended: the time went to the next person waiting');
    const [row] = await t.db.select().from(slotReservations).where(eq(slotReservations.id, offer!.id));
    expect(row!.paymentIntentId).toBeNull();
  });

  it('the owner offers a time by hand; others are refused the route', async () => {
    const { date, booker, service, appointmentId } = await fullDay(12);
    const waiting = await waitingCustomer(date, service.id, { from: '15:00', to: '16:00' });
    await settledOffers(t, date);
    await cancel(booker, appointmentId);
    // Its window does not cover 10:00, so the worker leaves it; the owner may offer it anyway.
    expect(await settledOffers(t, date)).toHaveLength(0);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${waiting.entryId}/offer`,
      headers: waiting.auth,
      payload: { date, startTime: '10:00' },
    });
    expect(byCustomer.statusCode).toBe(403);
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${waiting.entryId}/offer`,
      headers: admin.auth,
      payload: { date, startTime: '10:00' },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const live = await liveOffersOn(date);
    expect(live.map((o) => o.waitlistEntryId)).toEqual([waiting.entryId]);
    expect(await offerTokenOf(t, live[0]!.id)).toBeTruthy();
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${waiting.entryId}/offer`,
      headers: admin.auth,
      payload: { date, startTime: '10:00' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('the owner sets how long an offer holds its time, 10 to 30 minutes', async () => {
    const put = (offerMinutes: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/waitlist/settings',
        headers: admin.auth,
        payload: { offerMinutes },
      });
    for (const bad of [9, 31, 12.5, '20']) expect((await put(bad)).statusCode).toBe(400);
    const [before] = await t.db.select().from(salonSettings);
    expect(before!.waitlistOfferMinutes).toBe(15);
    const saved = await put(20);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ offerMinutes: 20 });

    const { date, booker, service, appointmentId } = await fullDay(14);
    await waitingCustomer(date, service.id, { from: '10:00', to: '11:00' });
    await settledOffers(t, date);
    await cancel(booker, appointmentId);
    const [offer] = await settledOffers(t, date);
    expect(offer!.holdExpiresAt!.getTime() - t.clock.now().getTime()).toBe(20 * 60_000);
    expect((await put(15)).statusCode).toBe(200);
  });
});

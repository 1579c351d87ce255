import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  branches,
  messageDeliveries,
  users,
  waitlistFreedTimes,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, confirmCard, createAppointment, payAndBook } from '../../test/booking-builders.ts';
import { addBranch } from '../../test/branch-builders.ts';
import { confirmPhoneInDatabase, signedInCustomer } from '../../test/builders.ts';
import {
  fillBranchAtTen,
  ONE_HOUR_A_DAY,
  settledOffers,
  twoBranchSalon,
} from '../../test/waitlist-builders.ts';

/**
 * docs/decisions/0042-waitlist.md, issue 29's defects, from outside: an offer books the services
 * its entry waited for whatever the cart holds (and leaves the cart as it was), a branch's own
 * hours changed free its days for the waitlist there, and the offer's texts name the branch.
 * Colombo 3 (main, fee 1000) and Nugegoda (fee 1500, the cut at 4000), one chair 10:00-11:00.
 */
let t: TestApp;
let colombo: { id: string };
let nugegoda: { id: string };
let cut: { id: string };
let facial: { id: string };

beforeAll(async () => {
  t = await buildTestApp({}, { waitlistPollMs: 200 });
  ({
    main: colombo,
    nugegoda,
    cut,
    facial,
  } = await twoBranchSalon(t, { mainName: 'Colombo 3', facialAtNugegodaLkr: 5500 }));
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/** A customer (speaking `language`, phone confirmed) waiting for the cut at 10:00 on the date. */
async function waiting(date: string, branchId: string, language: 'en' | 'si' | 'ta' = 'en') {
  const customer = await signedInCustomer(t);
  await confirmPhoneInDatabase(t, customer.userId);
  await t.db.update(users).set({ language }).where(eq(users.id, customer.userId));
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: customer.auth,
    payload: { windows: [{ date, from: '10:00', to: '11:00' }], services: [{ _id: cut.id }], branchId },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { ...customer, entryId: joined.json().data.entry._id as string };
}

/** A day full at Nugegoda, then freed: the offer made to the one waiting there. */
async function offeredAtNugegoda(daysAhead: number, language: 'en' | 'si' | 'ta' = 'en') {
  const date = bookableDate(t, daysAhead);
  const filled = await fillBranchAtTen(t, { serviceId: cut.id, date, branchId: nugegoda.id, fee: 1500 });
  const customer = await waiting(date, nugegoda.id, language);
  expect(await settledOffers(t, date)).toHaveLength(0);
  const cancelled = await t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${filled.appointmentId}/cancel`,
    headers: filled.booker.auth,
  });
  expect(cancelled.statusCode).toBe(200);
  const [offer, ...more] = await settledOffers(t, date);
  expect(more).toHaveLength(0);
  expect(offer!.waitlistEntryId).toBe(customer.entryId);
  return { date, customer, offer: offer! };
}

/** Claims the offer as the booking page does (by its id) and pays its fee. */
async function claim(customer: Customer, offerId: string, date: string) {
  const created = await payAndBook(t, customer, { totalAmount: 1500, date, startTime: '10:00', offerId });
  const [booked] = await t.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, created.json().data.appointment._id));
  return booked!;
}

const cartOf = async (customer: Customer) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data.cart.items as Array<{ serviceId: string }>).map((item) => item.serviceId);
};

const messageOf = async (reservationId: string, kind: 'mail' | 'sms') => {
  const [row] = await t.db
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.messageKey, `waitlist-offer:${reservationId}:customer-${kind}`));
  return (row!.payload as { text: string }).text;
};

describe('claiming an offer', () => {
  it('with an empty cart books the services the entry waited for, at the branch, priced there', async () => {
    const { date, customer, offer } = await offeredAtNugegoda(3);
    expect(await cartOf(customer)).toEqual([]);
    // What the booking page shows: the branch and the held services at its prices.
    const mine = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: customer.auth });
    expect(mine.json().data.offers).toEqual([
      expect.objectContaining({
        _id: offer.id,
        branchId: nugegoda.id,
        branchName: 'Nugegoda',
        bookingFeeLkr: 1500,
        services: [expect.objectContaining({ serviceId: cut.id, priceLkr: 4000, durationMinutes: 60 })],
      }),
    ]);

    const booked = await claim(customer, offer.id, date);
    expect(booked).toMatchObject({ branchId: nugegoda.id, reservationId: offer.id, appointmentFeeLkr: 1500 });
    expect(booked.services).toEqual([expect.objectContaining({ serviceId: cut.id, priceLkr: 4000 })]);
  });

  it('opened twice (a reload, Proceed pressed again) answers with the same payment, which books once', async () => {
    const { date, customer, offer } = await offeredAtNugegoda(15);
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/create-payment-intent',
        headers: customer.auth,
        payload: { totalAmount: 1500, date, startTime: '10:00', offerId: offer.id },
      });
    const first = await start();
    expect(first.statusCode, first.body).toBe(200);
    const again = await start();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentIntentId).toBe(first.json().paymentIntentId);
    await confirmCard(t, customer, again.json().clientSecret);
    const created = await createAppointment(t, customer, again.json().paymentIntentId);
    expect(created.statusCode, created.body).toBe(201);
    const booked = await t.db.select().from(appointments).where(eq(appointments.userId, customer.userId));
    expect(booked).toHaveLength(1);
  });

  it("with other services in the cart books only the entry's, and the cart is kept as it was", async () => {
    const { date, customer, offer } = await offeredAtNugegoda(5);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: customer.auth,
      payload: { serviceId: facial.id },
    });
    expect(added.statusCode, added.body).toBe(200);

    const booked = await claim(customer, offer.id, date);
    expect(booked.services.map((service) => service.serviceId)).toEqual([cut.id]);
    expect(await cartOf(customer)).toEqual([facial.id]);
  });
});

describe("the offer's messages", () => {
  it('name the branch in the text and the mail (with its address), in Sinhala and Tamil', async () => {
    const tamil = await offeredAtNugegoda(7, 'ta');
    expect(await messageOf(tamil.offer.id, 'sms')).toContain('Nugegoda கிளையில்');
    expect(await messageOf(tamil.offer.id, 'mail')).toContain(
      'கிளை: Nugegoda, No. 1, Nugegoda Road, Nugegoda.',
    );
    const sinhala = await offeredAtNugegoda(9, 'si');
    expect(await messageOf(sinhala.offer.id, 'sms')).toContain('Nugegoda ශාඛාවේ');
    expect(await messageOf(sinhala.offer.id, 'mail')).toContain(
      'ශාඛාව: Nugegoda, No. 1, Nugegoda Road, Nugegoda.',
    );
    const english = await offeredAtNugegoda(11);
    expect(await messageOf(english.offer.id, 'sms')).toMatch(
      /^Salon: .* at 10:00 AM, Nugegoda branch is free for you, held 15 min\. Book: /,
    );
  });
});

describe("a branch's own hours", () => {
  it('opened at a branch record its days for the waitlist with the branch, in the same transaction', async () => {
    const date = bookableDate(t, 13);
    const closedEveryDay = Array.from({ length: 7 }, () => null);
    const dehiwala = await addBranch(t, {
      name: 'Dehiwala',
      position: 2,
      chairs: 1,
      openingHours: closedEveryDay,
      services: [{ serviceId: cut.id }],
    });
    // Colombo 3 is full that day; its entry, earlier in line, is not offered Dehiwala's time.
    await fillBranchAtTen(t, { serviceId: cut.id, date, branchId: colombo.id, fee: 1000 });
    await waiting(date, colombo.id);
    const atDehiwala = await waiting(date, dehiwala.id);
    expect(await settledOffers(t, date)).toHaveLength(0);
    const recordedFor = async (branchId: string) =>
      t.db
        .select()
        .from(waitlistFreedTimes)
        .where(and(eq(waitlistFreedTimes.branchId, branchId), isNull(waitlistFreedTimes.date)));

    // A change rolled back records nothing.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(branches).set({ openingHours: ONE_HOUR_A_DAY }).where(eq(branches.id, dehiwala.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await recordedFor(dehiwala.id)).toHaveLength(0);

    await t.db.update(branches).set({ openingHours: ONE_HOUR_A_DAY }).where(eq(branches.id, dehiwala.id));
    expect(await recordedFor(dehiwala.id)).toHaveLength(1);
    const offers = await settledOffers(t, date);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ waitlistEntryId: atDehiwala.entryId, branchId: dehiwala.id });
  });
});

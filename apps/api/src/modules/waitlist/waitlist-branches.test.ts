import { branchMessages } from '@salon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  messageDeliveries,
  waitlistEntries,
  waitlistFreedTimes,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, payAndBook } from '../../test/booking-builders.ts';
import { addBranch } from '../../test/branch-builders.ts';
import { signedInAdmin, signedInCustomer } from '../../test/builders.ts';
import {
  fillBranchAtTen,
  offerTokenOf,
  ONE_HOUR_A_DAY,
  settledOffers,
  twoBranchSalon,
} from '../../test/waitlist-builders.ts';

/**
 * docs/decisions/0042-waitlist.md with branches (docs/decisions/0045-branches.md), from outside:
 * Colombo 7 (the main branch, fee 1000) and Nugegoda (fee 1500, the cut at 4000), each one
 * chair open 10:00-11:00, so one 60-minute visit fills a branch's day.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let colombo: { id: string };
let nugegoda: { id: string };
let cut: { id: string };
let facial: { id: string };

beforeAll(async () => {
  t = await buildTestApp({}, { waitlistPollMs: 200 });
  admin = await signedInAdmin(t);
  ({ main: colombo, nugegoda, cut, facial } = await twoBranchSalon(t, { mainName: 'Colombo 7' }));
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const join = (customer: Customer, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', headers: customer.auth, payload });

/** A customer waiting for the cut at 10:00 on the date, at the branch (absent: any branch). */
async function waiting(date: string, branchId?: string) {
  const customer = await signedInCustomer(t);
  const joined = await join(customer, {
    windows: [{ date, from: '10:00', to: '11:00' }],
    services: [{ _id: cut.id }],
    ...(branchId && { branchId }),
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { ...customer, entryId: joined.json().data.entry._id as string };
}

const cancel = (customer: Customer, appointmentId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${appointmentId}/cancel`, headers: customer.auth });

describe('joining at a branch', () => {
  it('refuses an unknown branch (404), a closed one and a service it does not offer (400), storing nothing', async () => {
    const date = bookableDate(t, 3);
    const kandy = await addBranch(t, {
      name: 'Kandy',
      position: 3,
      openingHours: ONE_HOUR_A_DAY,
      services: [{ serviceId: cut.id }],
      closedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const customer = await signedInCustomer(t);
    const payload = (branchId: string, serviceId = cut.id) => ({
      windows: [{ date, from: '10:00', to: '11:00' }],
      services: [{ _id: serviceId }],
      branchId,
    });
    const unknown = await join(customer, payload(crypto.randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    const closed = await join(customer, payload(kandy.id));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(branchMessages.branchClosed);
    const notOffered = await join(customer, payload(nugegoda.id, facial.id));
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(branchMessages.serviceNotOfferedAtBranch);
    expect((await join(customer, payload('not-a-branch'))).statusCode).toBe(400);
    const stored = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, customer.userId));
    expect(stored).toHaveLength(0);
  });

  it("names each entry's branch in My waitlist, at the branch's price; absent is any branch", async () => {
    const date = bookableDate(t, 5);
    const customer = await signedInCustomer(t);
    const window = { date, from: '12:00', to: '13:00' };
    expect(
      (await join(customer, { windows: [window], services: [{ _id: cut.id }], branchId: nugegoda.id }))
        .statusCode,
    ).toBe(201);
    expect((await join(customer, { windows: [window], services: [{ _id: cut.id }] })).statusCode).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: customer.auth });
    expect(mine.json().data.entries).toEqual([
      expect.objectContaining({ branchId: nugegoda.id, branchName: 'Nugegoda' }),
      expect.objectContaining({ branchId: null, branchName: null }),
    ]);
    const [stored] = await t.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, customer.userId), eq(waitlistEntries.branchId, nugegoda.id)));
    expect(stored!.services[0]!.priceLkr).toBe(4000);
  });
});

describe('offers per branch', () => {
  it('a time freed at Nugegoda goes to the first entry for Nugegoda, not an earlier one for Colombo 7, and books there', async () => {
    const date = bookableDate(t, 7);
    const atColombo = await fillBranchAtTen(t, { serviceId: cut.id, date, branchId: colombo.id, fee: 1000 });
    const atNugegoda = await fillBranchAtTen(t, {
      serviceId: cut.id,
      date,
      branchId: nugegoda.id,
      fee: 1500,
    });
    const forColombo = await waiting(date, colombo.id);
    const forNugegoda = await waiting(date, nugegoda.id);
    expect(await settledOffers(t, date)).toHaveLength(0);

    expect((await cancel(atNugegoda.booker, atNugegoda.appointmentId)).statusCode).toBe(200);
    const [offer, ...more] = await settledOffers(t, date);
    expect(more).toHaveLength(0);
    expect(offer).toMatchObject({
      waitlistEntryId: forNugegoda.entryId,
      branchId: nugegoda.id,
      bookingFeeLkr: 1500,
    });
    expect(offer!.services[0]!.priceLkr).toBe(4000);
    // The mail names where the time is held.
    const [mail] = await t.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageKey, `waitlist-offer:${offer!.id}:customer-mail`));
    expect((mail!.payload as { text: string }).text).toContain(
      'Branch: Nugegoda, No. 1, Nugegoda Road, Nugegoda.',
    );

    const mine = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: forNugegoda.auth });
    expect(mine.json().data.offers).toEqual([
      expect.objectContaining({ _id: offer!.id, branchName: 'Nugegoda', bookingFeeLkr: 1500 }),
    ]);

    // The claim pays Nugegoda's fee and books there.
    const created = await payAndBook(t, forNugegoda, {
      totalAmount: 1500,
      date,
      startTime: '10:00',
      offerToken: await offerTokenOf(t, offer!.id),
    });
    const [booked] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, created.json().data.appointment._id));
    expect(booked!.branchId).toBe(nugegoda.id);

    // Colombo 7's time freed goes to Colombo 7's entry.
    expect((await cancel(atColombo.booker, atColombo.appointmentId)).statusCode).toBe(200);
    const [colomboOffer] = await settledOffers(t, date);
    expect(colomboOffer).toMatchObject({
      waitlistEntryId: forColombo.entryId,
      branchId: colombo.id,
      bookingFeeLkr: 1000,
    });
  });

  it('an entry for any branch takes a time freed at Nugegoda before a later entry for Nugegoda', async () => {
    const date = bookableDate(t, 9);
    await fillBranchAtTen(t, { serviceId: cut.id, date, branchId: colombo.id, fee: 1000 });
    const atNugegoda = await fillBranchAtTen(t, {
      serviceId: cut.id,
      date,
      branchId: nugegoda.id,
      fee: 1500,
    });
    await waiting(date, colombo.id);
    const anywhere = await waiting(date);
    await waiting(date, nugegoda.id);
    expect(await settledOffers(t, date)).toHaveLength(0);

    expect((await cancel(atNugegoda.booker, atNugegoda.appointmentId)).statusCode).toBe(200);
    const offers = await settledOffers(t, date);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ waitlistEntryId: anywhere.entryId, branchId: nugegoda.id });
  });

  it("lifting Nugegoda's own closure frees Nugegoda's day only: its entry is offered, not an earlier one for Colombo 7", async () => {
    const date = bookableDate(t, 15);
    const closures = (list: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/closures',
        headers: admin.auth,
        payload: { branchId: nugegoda.id, closures: list },
      });
    expect((await closures([{ from: date, to: date, reason: 'Painting' }])).statusCode).toBe(200);
    await fillBranchAtTen(t, { serviceId: cut.id, date, branchId: colombo.id, fee: 1000 });
    const forColombo = await waiting(date, colombo.id);
    const forNugegoda = await waiting(date, nugegoda.id);
    // Colombo 7 full, Nugegoda closed: nothing to offer yet.
    expect(await settledOffers(t, date)).toHaveLength(0);
    const [{ lastId }] = (
      await t.db.execute<{ lastId: number }>(
        sql`select coalesce(max(id), 0)::int as "lastId" from ${waitlistFreedTimes}`,
      )
    ).rows as [{ lastId: number }];

    expect((await closures([])).statusCode).toBe(200);
    const freed = await t.db
      .select()
      .from(waitlistFreedTimes)
      .where(sql`${waitlistFreedTimes.id} > ${lastId}`);
    expect(freed.map((row) => ({ date: row.date, branchId: row.branchId }))).toEqual([
      { date, branchId: nugegoda.id },
    ]);
    const offers = await settledOffers(t, date);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ waitlistEntryId: forNugegoda.entryId, branchId: nugegoda.id });
    expect(offers[0]!.waitlistEntryId).not.toBe(forColombo.entryId);
  });

  it("the owner's waitlist filters by branch and names each entry's branch; unknown is 404", async () => {
    const date = bookableDate(t, 11);
    const forColombo = await waiting(date, colombo.id);
    const forNugegoda = await waiting(date, nugegoda.id);
    const anywhere = await waiting(date);
    const day = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/waitlist?date=${date}${query}`, headers: admin.auth });
    const all = await day('');
    expect(all.statusCode, all.body).toBe(200);
    const ids = (response: Awaited<ReturnType<typeof day>>) =>
      response.json().data.entries.map((entry: { _id: string }) => entry._id);
    expect(ids(all)).toEqual([forColombo.entryId, forNugegoda.entryId, anywhere.entryId]);
    expect(all.json().data.entries.map((entry: { branchName: string | null }) => entry.branchName)).toEqual([
      'Colombo 7',
      'Nugegoda',
      null,
    ]);
    const atNugegoda = await day(`&branchId=${nugegoda.id}`);
    expect(ids(atNugegoda)).toEqual([forNugegoda.entryId, anywhere.entryId]);
    expect((await day(`&branchId=${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it("the owner's fill rate counts a branch's own cancellations: one filled at Nugegoda is not Colombo 7's", async () => {
    const date = bookableDate(t, 13);
    const fillRate = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/waitlist?date=${date}${query}`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { cancelled, filled } = response.json().data.fillRate as { cancelled: number; filled: number };
      return { cancelled, filled };
    };
    const atNugegoda = await fillBranchAtTen(t, {
      serviceId: cut.id,
      date,
      branchId: nugegoda.id,
      fee: 1500,
    });
    const forNugegoda = await waiting(date, nugegoda.id);
    expect(await settledOffers(t, date)).toHaveLength(0);
    const before = {
      all: await fillRate(''),
      colombo: await fillRate(`&branchId=${colombo.id}`),
      nugegoda: await fillRate(`&branchId=${nugegoda.id}`),
    };

    expect((await cancel(atNugegoda.booker, atNugegoda.appointmentId)).statusCode).toBe(200);
    const [offer] = await settledOffers(t, date);
    await payAndBook(t, forNugegoda, {
      totalAmount: 1500,
      date,
      startTime: '10:00',
      offerToken: await offerTokenOf(t, offer!.id),
    });

    const plusOne = ({ cancelled, filled }: { cancelled: number; filled: number }) => ({
      cancelled: cancelled + 1,
      filled: filled + 1,
    });
    expect(await fillRate(`&branchId=${nugegoda.id}`)).toEqual(plusOne(before.nugegoda));
    expect(await fillRate(`&branchId=${colombo.id}`)).toEqual(before.colombo);
    expect(await fillRate('')).toEqual(plusOne(before.all));
  });
});

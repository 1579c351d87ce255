import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { services } from '../db/schema/index.ts';
import { CHANGES_CHANNEL, LISTENER_APPLICATION_NAME } from '../lib/read-cache/change-listener.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { bookableDate, customerWithCart, startPayment } from '../test/booking-builders.ts';
import { createService, salonDayFromNow, signedInAdmin, signedInCustomer } from '../test/builders.ts';
import { multipartBody, pngImage } from '../test/images.ts';

// Two server processes on one database (docs/architecture.md#read-cache): a writes, b reads.
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { db: a.db });
  admin = await signedInAdmin(a);
  // An app is ready before its listener has connected when the first try fails (a busy
  // database): until then it reads through, and these tests are about answering from memory.
  await vi.waitFor(
    async () => {
      const { rows } = await a.db.$client.query(
        `select count(*)::int as listening from pg_stat_activity
          where application_name = $1 and datname = current_database() and query = $2`,
        [LISTENER_APPLICATION_NAME, `listen ${CHANGES_CHANNEL}`],
      );
      expect(rows[0].listening).toBe(2);
    },
    { timeout: 30_000, interval: 50 },
  );
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** The parts of the cached answers these tests look at. */
interface Answer {
  data: {
    services: { _id: string; title: string; thumbnail: string | null }[];
    offers: { title: string }[];
    reviews: { comment: string; user: { name: string } }[];
    count: number;
    salon: { name: string };
    settings: { openingHours: unknown[] };
  };
}

const read = async (t: TestApp, url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
};

/** What `pick` finds in the answer of `url`: at once through a, within 2 s through b. */
async function expectEverywhere(url: string, pick: (body: Answer) => unknown, expected: unknown) {
  expect(pick(await read(a, url))).toEqual(expected);
  await vi.waitFor(async () => expect(pick(await read(b, url))).toEqual(expected), {
    timeout: 2000,
    interval: 20,
  });
}

const titles = (body: Answer) => body.data.services.map((service) => service.title).sort();
const offerTitles = (body: Answer) => body.data.offers.map((offer) => offer.title);
const comments = (body: Answer) => body.data.reviews.map((review) => review.comment);

describe('the read cache', () => {
  it("answers from memory: a write behind the API's back is unseen until a change is announced", async () => {
    const service = await createService(a, { title: 'Cached Cut' });
    // Entries made before the write would miss it; these two reads fill the caches afterwards.
    expect(titles(await read(a, '/api/services/get-services'))).toContain('Cached Cut');
    expect(titles(await read(b, '/api/services/get-services'))).toContain('Cached Cut');
    await a.db.update(services).set({ title: 'Renamed Cut' }).where(eq(services.id, service.id));
    expect(titles(await read(b, '/api/services/get-services'))).toContain('Cached Cut');

    await a.db.$client.query(`select pg_notify('salon_read_cache', 'catalogue')`);
    await vi.waitFor(
      async () => expect(titles(await read(b, '/api/services/get-services'))).toContain('Renamed Cut'),
      { timeout: 2000, interval: 20 },
    );
  });

  it('answers with an ETag and no-cache, and 304 while the answer is unchanged', async () => {
    for (const url of [
      '/api/services/get-services',
      '/api/special-offers/active',
      '/api/reviews',
      '/api/config',
    ]) {
      const first = await a.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await b.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const weak = await a.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': `"other", W/${etag}` },
      });
      expect(weak.statusCode).toBe(304);
    }
    const before = (await a.app.inject({ method: 'GET', url: '/api/services/get-services' })).headers
      .etag as string;
    await a.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { title: 'Etag Trim', description: 'Short.', category: 'hair', price: 1000, averageTime: 30 },
    });
    const after = await a.app.inject({
      method: 'GET',
      url: '/api/services/get-services',
      headers: { 'if-none-match': before },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(titles(after.json())).toContain('Etag Trim');
  });
});

describe('every change reaches both processes (topic catalogue)', () => {
  const url = '/api/services/get-services';

  it('follows service create, update, hide, image and delete', async () => {
    await read(b, url);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: {
        title: 'Brow Shape',
        description: 'Neat.',
        category: 'facial',
        price: 1500,
        averageTime: 20,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.service._id;
    await expectEverywhere(url, (body) => titles(body).includes('Brow Shape'), true);

    const patch = (payload: object) =>
      a.app.inject({ method: 'PATCH', url: `/api/services/${id}`, headers: admin.auth, payload });
    await patch({ title: 'Brow Sculpt' });
    await expectEverywhere(url, (body) => titles(body).includes('Brow Sculpt'), true);

    await patch({ hidden: true });
    await expectEverywhere(url, (body) => titles(body).includes('Brow Sculpt'), false);
    await patch({ hidden: false });
    await expectEverywhere(url, (body) => titles(body).includes('Brow Sculpt'), true);

    const image = await multipartBody(
      {},
      { field: 'image', bytes: await pngImage(), name: 'b.png', type: 'image/png' },
    );
    const uploaded = await a.app.inject({
      method: 'POST',
      url: `/api/services/${id}/image`,
      headers: { ...admin.auth, ...image.headers },
      payload: image.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const thumbnail = uploaded.json().data.service.thumbnail;
    await expectEverywhere(
      url,
      (body) => body.data.services.find((service) => service._id === id)?.thumbnail,
      thumbnail,
    );

    await a.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: admin.auth });
    await expectEverywhere(url, (body) => titles(body).includes('Brow Sculpt'), false);
  });

  it('follows offer create, update and delete', async () => {
    const offersUrl = '/api/special-offers/active';
    await read(b, offersUrl);
    const service = await createService(a, { title: 'Offer Base' });
    const form = (fields: Record<string, string>) => multipartBody(fields);
    const today = salonDayFromNow(a, 0);
    const body = await form({
      title: 'Glow Week',
      description: 'Cheaper glow.',
      originalPrice: '5000',
      discount: '10',
      startDate: today,
      endDate: salonDayFromNow(a, 7),
      services: JSON.stringify([service.id]),
    });
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/special-offers',
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.offer._id;
    await expectEverywhere(offersUrl, offerTitles, ['Glow Week']);

    const change = await form({ title: 'Glow Fortnight' });
    await a.app.inject({
      method: 'PATCH',
      url: `/api/special-offers/${id}`,
      headers: { ...admin.auth, ...change.headers },
      payload: change.payload,
    });
    await expectEverywhere(offersUrl, offerTitles, ['Glow Fortnight']);

    await a.app.inject({ method: 'DELETE', url: `/api/special-offers/${id}`, headers: admin.auth });
    await expectEverywhere(offersUrl, offerTitles, []);
  });
});

describe('every change reaches both processes (topic reviews)', () => {
  it("follows review create, update, hide and the author's new name", async () => {
    const url = '/api/reviews';
    await read(b, url);
    const customer = await signedInCustomer(a, { name: 'Nadeesha' });
    const created = await a.app.inject({
      method: 'POST',
      url,
      headers: customer.auth,
      payload: { rating: 5, comment: 'Lovely cut' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.review._id;
    await expectEverywhere(url, comments, ['Lovely cut']);

    await a.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${id}`,
      headers: customer.auth,
      payload: { rating: 4, comment: 'Lovely cut, a little late' },
    });
    await expectEverywhere(url, comments, ['Lovely cut, a little late']);

    await a.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload: { name: 'Nadee' },
    });
    await expectEverywhere(url, (body) => body.data.reviews[0]!.user.name, 'Nadee');

    await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${id}`,
      headers: admin.auth,
      payload: { hidden: true },
    });
    await expectEverywhere(url, (body) => [comments(body), body.data.count], [[], 0]);
  });
});

describe('every change reaches both processes (topic salon)', () => {
  it('follows the salon profile in /api/config', async () => {
    await read(b, '/api/config');
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/salon-profile',
      headers: admin.auth,
      payload: {
        name: 'Salon Nila',
        address: '7 Lotus Lane, Kandy',
        phone: '+94 81 222 3333',
        whatsapp: '+94 77 765 4321',
        email: 'desk@nila.lk',
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=Kandy',
      },
    });
    expect(saved.statusCode).toBe(200);
    await expectEverywhere('/api/config', (body) => body.data.salon.name, 'Salon Nila');
  });

  it('follows hours and closures in every availability check', async () => {
    const customer = await signedInCustomer(a);
    const service = await createService(a, { durationMinutes: 60 });
    const date = bookableDate(a);
    const slotsThrough = async (t: TestApp) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/check-availability',
        headers: customer.auth,
        payload: { date, services: [{ _id: service.id, quantity: 1 }] },
      });
      return response.json().availableSlots as string[];
    };
    const eventually = async (expected: string[]) => {
      expect(await slotsThrough(a)).toEqual(expected);
      await vi.waitFor(async () => expect(await slotsThrough(b)).toEqual(expected), {
        timeout: 2000,
        interval: 20,
      });
    };
    expect((await slotsThrough(b)).length).toBeGreaterThan(3);

    const current = (await read(a, '/api/admin/settings', admin.auth)).data.settings;
    const hours = current.openingHours.map((day: unknown) =>
      day ? { open: '10:00', close: '12:00' } : null,
    );
    const put = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...current, openingHours: hours },
    });
    expect(put.statusCode).toBe(200);
    await eventually(['10:00', '10:30', '11:00']);

    await a.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: { closures: [{ from: date, to: date, reason: 'Training' }] },
    });
    await eventually([]);
    await a.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: { closures: [] },
    });
    await eventually(['10:00', '10:30', '11:00']);
  });
});

describe('every change reaches both processes (topic slots, announced by the database)', () => {
  it('follows holds made anywhere, and a lapsed hold frees its slot with no write at all', async () => {
    const customer = await customerWithCart(a, 60);
    // The builder writes the service straight into the database, as a script would.
    await a.db.$client.query(`select pg_notify('salon_read_cache', 'catalogue')`);
    const date = bookableDate(a, 5);
    const current = (await read(a, '/api/admin/settings', admin.auth)).data.settings;
    const put = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: {
        ...current,
        capacity: 1,
        bufferMinutes: 0,
        openingHours: current.openingHours.map((day: unknown) =>
          day ? { open: '10:00', close: '12:00' } : null,
        ),
      },
    });
    expect(put.statusCode).toBe(200);
    const slotsThrough = async (t: TestApp) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/check-availability',
        headers: customer.auth,
        payload: { date, services: [{ _id: customer.service.id, quantity: 1 }] },
      });
      expect(response.json()).toMatchObject({ status: 'success' });
      return response.json().availableSlots as string[];
    };
    const eventually = async (expected: string[]) => {
      await vi.waitFor(async () => expect(await slotsThrough(a)).toEqual(expected), {
        timeout: 2000,
        interval: 20,
      });
      await vi.waitFor(async () => expect(await slotsThrough(b)).toEqual(expected), {
        timeout: 2000,
        interval: 20,
      });
    };
    await eventually(['10:00', '10:30', '11:00']);

    // Held through a: a's next look is already without it, b's within moments.
    const hold = await startPayment(a, customer, date, '10:00');
    expect(hold.statusCode).toBe(200);
    expect(await slotsThrough(a)).toEqual(['11:00']);
    await eventually(['11:00']);

    // Released behind the API's back (a script): the table's trigger announces it all the same.
    await a.db.$client.query(`update slot_reservations set status = 'released' where date = $1`, [date]);
    await eventually(['10:00', '10:30', '11:00']);
    await a.db.$client.query(`update slot_reservations set status = 'held' where date = $1`, [date]);
    await eventually(['11:00']);

    // Nothing is written when the hold lapses (no sweep runs here): the kept day still knows when.
    b.clock.advanceSeconds(16 * 60);
    expect(await slotsThrough(b)).toEqual(['10:00', '10:30', '11:00']);
    expect(
      (
        await a.db.$client.query(
          `select count(*)::int as held from slot_reservations where date = $1 and status = 'held'`,
          [date],
        )
      ).rows[0].held,
    ).toBe(1);
  });
});

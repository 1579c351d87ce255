import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { salonInstant } from '../lib/salon-time.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { createOffer, createService, salonDayFromNow, signedInAdmin } from '../test/builders.ts';

// Two server processes on one database, listening for real: the replay sits in front of
// the framework, where app.inject does not go (docs/architecture.md#read-cache).
let a: TestApp;
let b: TestApp;
let aBase: string;
let bBase: string;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
/** The URLs a's framework answered: its request log at debug (plugins/request-log.ts). */
const answeredByApp: string[] = [];

beforeAll(async () => {
  const log = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const entry = JSON.parse(line);
        if (entry.msg === 'request completed') answeredByApp.push(entry.url);
      }
      done();
    },
  });
  a = await buildTestApp({}, { logger: { level: 'debug', stream: log } });
  b = await buildTestApp({}, { db: a.db });
  aBase = await a.app.listen({ port: 0, host: '127.0.0.1' });
  bBase = await b.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(a);
  // Enough services that the list is worth compressing.
  for (let i = 0; i < 8; i++)
    await createService(a, { title: `Replay ${i}`, description: 'A long description. '.repeat(5) });
  await a.db.$client.query(`select pg_notify('salon_read_cache', 'catalogue')`);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const SERVICES = '/api/services/get-services';
const timesAnswered = (url: string) => answeredByApp.filter((answered) => answered === url).length;

/** Headers that differ between any two answers, whoever sends them. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
const stableHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));

const get = (base: string, url: string, headers: Record<string, string> = {}) =>
  // Node's fetch asks for gzip/br itself unless told; 'identity' keeps the plain case plain.
  fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });

const titles = async (response: Response) =>
  ((await response.json()) as { data: { services: { title: string }[] } }).data.services.map(
    (service) => service.title,
  );

describe('cached public reads replayed in front of the framework', () => {
  it('sends the bytes and headers the app sent, for each encoding, without the app', async () => {
    expect((await get(aBase, SERVICES)).status).toBe(200);
    const encodings = ['identity', 'br', 'gzip'];
    const fromApp = await Promise.all(
      encodings.map((encoding) =>
        a.app.inject({ method: 'GET', url: SERVICES, headers: { 'accept-encoding': encoding } }),
      ),
    );
    const answered = timesAnswered(SERVICES);
    expect(answered).toBeGreaterThan(3);

    for (const [index, encoding] of encodings.entries()) {
      const app = fromApp[index]!;
      const replayed = await fetch(`${aBase}${SERVICES}`, { headers: { 'accept-encoding': encoding } });
      expect(replayed.status).toBe(200);
      const appHeaders = Object.fromEntries(
        Object.entries(app.headers).filter(([name]) => !PER_RESPONSE.has(name)),
      );
      // fetch decodes br and gzip itself, and keeps the encoding and the length as they were sent.
      expect(stableHeaders(replayed)).toEqual(appHeaders);
      expect(replayed.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/);
      const plain =
        encoding === 'br'
          ? zlib.brotliDecompressSync(app.rawPayload)
          : encoding === 'gzip'
            ? zlib.gunzipSync(app.rawPayload)
            : app.rawPayload;
      expect(await replayed.text()).toBe(plain.toString());
    }
    expect(encodings.map((_, index) => fromApp[index]!.headers['content-encoding'])).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    expect(timesAnswered(SERVICES)).toBe(answered);
  });

  it('answers 304 to the ETag it sent', async () => {
    const first = await get(aBase, SERVICES);
    const etag = first.headers.get('etag')!;
    const again = await get(aBase, SERVICES, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('stops at every change, in this process and the others', async () => {
    await get(bBase, SERVICES);
    expect(await titles(await get(bBase, SERVICES))).not.toContain('Replay Fresh');
    const created = await fetch(`${aBase}/api/services`, {
      method: 'POST',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Replay Fresh',
        description: 'New.',
        category: 'hair',
        price: 1000,
        averageTime: 30,
      }),
    });
    expect(created.status).toBe(201);
    expect(await titles(await get(aBase, SERVICES))).toContain('Replay Fresh');
    await vi.waitFor(async () => expect(await titles(await get(bBase, SERVICES))).toContain('Replay Fresh'), {
      timeout: 2000,
      interval: 20,
    });
  });

  it('shows a new booking fee in /api/config at once, in this process and the others (docs/product.md#9)', async () => {
    const fee = async (base: string) =>
      ((await (await get(base, '/api/config')).json()) as { data: { bookingFeeLkr: number } }).data
        .bookingFeeLkr;
    // Read twice on each: the second answer is the replayed one.
    for (const base of [aBase, bBase]) {
      expect(await fee(base)).toBe(1000);
      expect(await fee(base)).toBe(1000);
    }
    const setFee = (bookingFeeLkr: number) =>
      fetch(`${aBase}/api/admin/booking-rules`, {
        method: 'PUT',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ bookingFeeLkr }),
      });
    expect((await setFee(1500)).status).toBe(200);
    try {
      expect(await fee(aBase)).toBe(1500);
      await vi.waitFor(async () => expect(await fee(bBase)).toBe(1500), { timeout: 2000, interval: 20 });
    } finally {
      expect((await setFee(1000)).status).toBe(200);
    }
  });

  it("ends the active offers' answer at the salon's midnight", async () => {
    const service = await createService(a, { title: 'Offer Replay Base' });
    await createOffer(a, [service.id], { startOffsetDays: 1, endOffsetDays: 3 });
    await a.db.$client.query(`select pg_notify('salon_read_cache', 'catalogue')`);
    const offers = async () =>
      ((await (await get(aBase, '/api/special-offers/active')).json()) as { data: { offers: unknown[] } })
        .data.offers.length;
    await vi.waitFor(async () => expect(await offers()).toBe(0), { timeout: 2000, interval: 20 });
    expect(await offers()).toBe(0);
    const midnight = salonInstant(salonDayFromNow(a, 1), '00:00', 'Asia/Colombo').getTime();
    a.clock.advanceSeconds((midnight - a.clock.now().getTime()) / 1000 + 1);
    expect(await offers()).toBe(1);
  });

  it('leaves other methods to the app', async () => {
    await get(aBase, SERVICES);
    const posted = await fetch(`${aBase}${SERVICES}`, { method: 'POST' });
    expect(posted.status).toBe(404);
  });
});

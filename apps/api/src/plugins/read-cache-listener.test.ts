import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { services } from '../db/schema/index.ts';
import { LISTENER_APPLICATION_NAME } from '../lib/read-cache/change-listener.ts';
import { salonInstant } from '../lib/salon-time.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { createService, salonDayFromNow, signedInAdmin } from '../test/builders.ts';
import { multipartBody } from '../test/images.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const serviceTitles = async () =>
  (await get('/api/services/get-services')).data.services.map((service: { title: string }) => service.title);

describe('the read cache over time (docs/architecture.md#read-cache)', () => {
  it("changes the active offers at the salon's midnight", async () => {
    const service = await createService(t, { title: 'Midnight Base' });
    const today = salonDayFromNow(t, 0);
    const tomorrow = salonDayFromNow(t, 1);
    const offer = async (title: string, startDate: string, endDate: string) => {
      const body = await multipartBody({
        title,
        description: 'Timed.',
        originalPrice: '4000',
        discount: '10',
        startDate,
        endDate,
        services: JSON.stringify([service.id]),
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/special-offers',
        headers: { ...admin.auth, ...body.headers },
        payload: body.payload,
      });
      expect(created.statusCode).toBe(201);
    };
    await offer('Ends Today', today, today);
    await offer('Starts Tomorrow', tomorrow, tomorrow);
    const titles = async () =>
      (await get('/api/special-offers/active')).data.offers.map((o: { title: string }) => o.title);

    // One second before midnight in Colombo the answer is today's, and stays so (cached).
    const midnight = salonInstant(tomorrow, '00:00', 'Asia/Colombo').getTime();
    t.clock.advanceSeconds((midnight - t.clock.now().getTime()) / 1000 - 1);
    expect(await titles()).toEqual(['Ends Today']);
    expect(await titles()).toEqual(['Ends Today']);
    t.clock.advanceSeconds(1);
    expect(await titles()).toEqual(['Starts Tomorrow']);
  });

  it('reads through while its listener is away, and sees a change missed meanwhile once back', async () => {
    const service = await createService(t, { title: 'Listener Cut' });
    expect(await serviceTitles()).toContain('Listener Cut');
    const ended = await t.db.$client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(ended.rowCount).toBe(1);
    // Made without an announcement: only reading through, or dropping everything on
    // reconnecting, can show it.
    await t.db.update(services).set({ title: 'Listener Trim' }).where(eq(services.id, service.id));
    await vi.waitFor(async () => expect(await serviceTitles()).toContain('Listener Trim'), {
      timeout: 2000,
      interval: 20,
    });

    // Back and caching again: the listener reconnects within about a second.
    await vi.waitFor(
      async () => {
        const listening = await t.db.$client.query(
          `select 1 from pg_stat_activity where application_name = $1 and datname = current_database()
              and state = 'idle' and query ilike 'listen%'`,
          [LISTENER_APPLICATION_NAME],
        );
        expect(listening.rowCount).toBe(1);
      },
      { timeout: 3000, interval: 50 },
    );
    expect(await serviceTitles()).toContain('Listener Trim');
    await t.db.update(services).set({ title: 'Listener Fade' }).where(eq(services.id, service.id));
    expect(await serviceTitles()).toContain('Listener Trim');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { createRateLimitHitsRepository } from './rate-limit-hits.repository.ts';
import { createPostgresRateLimitStore } from './rate-limit-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Store = InstanceType<ReturnType<typeof createPostgresRateLimitStore>>;
const increment = (store: Store, key: string, timeWindowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindowMs, 10),
  );

describe('the PostgreSQL rate-limit store', () => {
  it('counts simultaneous hits from two processes exactly once each', async () => {
    const Store = createPostgresRateLimitStore(createRateLimitHitsRepository(t.db));
    const [first, second] = [new Store({}), new Store({})];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) => increment(n % 2 ? first : second, 'burst')),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, n) => n + 1),
    );
    for (const result of results) {
      expect(result.ttl).toBeGreaterThan(0);
      expect(result.ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts a new window once the old one has lapsed', async () => {
    const store = new (createPostgresRateLimitStore(createRateLimitHitsRepository(t.db)))({});
    await increment(store, 'lapsing');
    await increment(store, 'lapsing');
    await t.db
      .update(rateLimitHits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'lapsing'));
    expect((await increment(store, 'lapsing')).current).toBe(1);
  });

  it('keeps the counters of two routes apart', async () => {
    const store = new (createPostgresRateLimitStore(createRateLimitHitsRepository(t.db)))({});
    const login = store.child({ routeInfo: { method: 'POST', url: '/api/auth/login' } } as never) as Store;
    const forgot = store.child({
      routeInfo: { method: 'POST', url: '/api/auth/forgot-password' },
    } as never) as Store;
    await increment(login, '127.0.0.1');
    await increment(login, '127.0.0.1');
    expect((await increment(forgot, '127.0.0.1')).current).toBe(1);
  });
});

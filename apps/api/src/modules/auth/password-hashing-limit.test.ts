import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HASHING_CONCURRENCY,
  HASHING_QUEUE_LIMIT,
  HASHING_SLOTS_PER_CLIENT,
  passwordHashingLoad,
  verifyAgainstDummy,
} from '../../lib/passwords.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { uniqueEmail } from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('argon2 work under a burst of logins', () => {
  it(`runs at most ${HASHING_CONCURRENCY} hashes at once and refuses the excess quickly`, async () => {
    const burst = 150;
    const finished: number[] = [];
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, n) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            // Each from its own address, so only the hashing limit can refuse them.
            remoteAddress: `10.9.${Math.floor(n / 200)}.${n % 200}`,
            payload: { email: uniqueEmail('nobody'), password: 'Secret123', role: 'user' },
          })
          .then((response) => {
            finished.push(response.statusCode);
            return response;
          }),
      ),
    );

    const refused = responses.filter((response) => response.statusCode === 429);
    const checked = responses.filter((response) => response.statusCode === 401);
    console.info(
      `argon2 burst: ${burst} logins, ${checked.length} checked, ${refused.length} refused, peak ${passwordHashingLoad().peakRunning} at once`,
    );
    expect(passwordHashingLoad().peakRunning).toBeLessThanOrEqual(HASHING_CONCURRENCY);
    expect(refused.length + checked.length).toBe(burst);
    expect(refused.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThanOrEqual(HASHING_CONCURRENCY);
    for (const response of refused) {
      expect(response.json()).toEqual({
        status: 'error',
        message: 'Too many attempts. Please try again later.',
        messageId: 'Too many attempts. Please try again later.',
        code: 'RATE_LIMITED',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Refused without waiting their turn: every refusal came back before the queue drained.
    expect(finished.lastIndexOf(429)).toBeLessThan(finished.lastIndexOf(401));
    expect(passwordHashingLoad()).toMatchObject({ running: 0, queued: 0 });
    expect(HASHING_QUEUE_LIMIT).toBeLessThan(burst);
  });

  it(`leaves one client ${HASHING_SLOTS_PER_CLIENT} places, so its burst never refuses another client`, async () => {
    const flood = Array.from({ length: HASHING_QUEUE_LIMIT + 40 }, () =>
      verifyAgainstDummy('Guess1234', '10.23.3.1').then(
        () => 'checked',
        () => 'refused',
      ),
    );
    const other = verifyAgainstDummy('Secret123', '10.23.3.2');
    await expect(other).resolves.toBe(false);
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((outcome) => outcome === 'checked')).toHaveLength(HASHING_SLOTS_PER_CLIENT);
    expect(passwordHashingLoad()).toMatchObject({ running: 0, queued: 0, clients: 0 });
  });
});

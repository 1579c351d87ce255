import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer, signedInUnverified } from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TOO_MANY = {
  status: 'error',
  message: 'Too many attempts. Please try again later.',
  messageId: 'Too many attempts. Please try again later.',
  code: 'RATE_LIMITED',
};

describe('PATCH /api/auth/update-password under a flood from one client', () => {
  it('limits the session with 429 and Retry-After, and never refuses another client its sign-in', async () => {
    const flooder = await signedInUnverified(t);
    const customer = await signedInCustomer(t);
    const flood = Array.from({ length: 300 }, () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/update-password',
        headers: flooder.auth,
        remoteAddress: '10.23.1.1',
        payload: { currentPassword: 'Guess1234', newPassword: 'Other1234' },
      }),
    );
    let floodOver = false;
    const floodAnswers = Promise.all(flood).finally(() => (floodOver = true));

    // The customer signs in from elsewhere while the flood runs (each answer waits for the last).
    const signIns: number[] = [];
    while (!floodOver && signIns.length < 8) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.23.2.1',
        payload: { email: customer.email, password: customer.password, role: 'user' },
      });
      signIns.push(signIn.statusCode);
    }
    const answers = await floodAnswers;

    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns).toEqual(signIns.map(() => 200));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 400).length).toBeLessThanOrEqual(10);
    expect(refused.length).toBeGreaterThanOrEqual(290);
    for (const answer of refused) {
      expect(answer.json()).toEqual(TOO_MANY);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

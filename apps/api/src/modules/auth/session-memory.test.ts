import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer } from '../../test/builders.ts';

// Two server processes on one database (docs/architecture.md#read-cache): each remembers the
// sessions it has seen, and forgets them when any process revokes one or changes a user.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { db: a.db });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const me = (t: TestApp, customer: Customer) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });

/** What `me` gives through a at once, and through b within 2 s. */
async function expectEverywhere(
  customer: Customer,
  check: (response: Awaited<ReturnType<typeof me>>) => void,
) {
  check(await me(a, customer));
  await vi.waitFor(async () => check(await me(b, customer)), { timeout: 2000, interval: 20 });
}

describe('remembered sessions (docs/architecture.md#read-cache)', () => {
  it('forget a session signed out in another process', async () => {
    const customer = await signedInCustomer(a);
    // Both remember it now.
    expect((await me(a, customer)).statusCode).toBe(200);
    expect((await me(b, customer)).statusCode).toBe(200);
    expect((await me(b, customer)).statusCode).toBe(200);

    const out = await a.app.inject({ method: 'GET', url: '/api/auth/logout', headers: customer.auth });
    expect(out.statusCode).toBe(200);
    await expectEverywhere(customer, (response) => expect(response.statusCode).toBe(401));
  });

  it('forget a session deleted behind the API’s back', async () => {
    const customer = await signedInCustomer(a);
    expect((await me(a, customer)).statusCode).toBe(200);
    expect((await me(b, customer)).statusCode).toBe(200);
    await a.db.$client.query('delete from sessions where user_id = $1', [customer.userId]);
    await vi.waitFor(async () => expect((await me(a, customer)).statusCode).toBe(401), {
      timeout: 2000,
      interval: 20,
    });
    await vi.waitFor(async () => expect((await me(b, customer)).statusCode).toBe(401), {
      timeout: 2000,
      interval: 20,
    });
  });

  it("show a user's new name at once here and within moments elsewhere", async () => {
    const customer = await signedInCustomer(a, { name: 'Tharushi' });
    expect((await me(b, customer)).json().data.user.name).toBe('Tharushi');
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload: { name: 'Tharu' },
    });
    expect(saved.statusCode).toBe(200);
    await expectEverywhere(customer, (response) => expect(response.json().data.user.name).toBe('Tharu'));
  });

  it("end the customer's other sessions everywhere when the password changes", async () => {
    const customer = await signedInCustomer(a);
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password, role: 'user' },
    });
    expect(login.statusCode).toBe(200);
    const other = { ...customer, auth: { authorization: `Bearer ${login.json().token}` } };
    expect((await me(a, other)).statusCode).toBe(200);
    expect((await me(b, other)).statusCode).toBe(200);

    const changed = await a.app.inject({
      method: 'PATCH',
      url: '/api/auth/update-password',
      headers: customer.auth,
      payload: { currentPassword: customer.password, newPassword: 'SecondPass2' },
    });
    expect(changed.statusCode).toBe(200);
    await expectEverywhere(other, (response) => expect(response.statusCode).toBe(401));
    await expectEverywhere(customer, (response) => expect(response.statusCode).toBe(200));
  });

  it('ask the database again when a remembered copy looks idle: the session may be in use elsewhere', async () => {
    const customer = await signedInCustomer(a);
    expect((await me(b, customer)).statusCode).toBe(200);
    // Six days on, a uses the session (and records the use); a day later b's copy looks 7 days idle.
    a.clock.advanceSeconds(6 * 86_400);
    b.clock.advanceSeconds(6 * 86_400);
    expect((await me(a, customer)).statusCode).toBe(200);
    a.clock.advanceSeconds(86_400 + 60);
    b.clock.advanceSeconds(86_400 + 60);
    expect((await me(b, customer)).statusCode).toBe(200);
  });
});

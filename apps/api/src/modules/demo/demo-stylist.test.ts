import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { nextClientAddress } from '../../test/builders.ts';
import { DEMO_STYLIST, seedDemoStylist } from './demo-stylist.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the demo stylist's sign-in (docs/decisions/0039-staff-accounts.md)", () => {
  it('is given once to the demo stylist, who then signs in to their own day', async () => {
    await seedDemoStylist(t.db);
    expect(await t.db.select().from(users).where(eq(users.email, DEMO_STYLIST.email))).toEqual([]);

    const [row] = await t.db.insert(staff).values({ name: DEMO_STYLIST.name }).returning();
    await seedDemoStylist(t.db);
    await seedDemoStylist(t.db);
    const accounts = await t.db.select().from(users).where(eq(users.email, DEMO_STYLIST.email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ role: 'staff', isVerified: true, name: DEMO_STYLIST.name });
    expect((await t.db.select().from(staff).where(eq(staff.id, row!.id)))[0]!.userId).toBe(accounts[0]!.id);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_STYLIST.email, password: DEMO_STYLIST.password },
      remoteAddress: nextClientAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const schedule = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me/schedule?from=2026-12-01&to=2026-12-07',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json().data.stylist.name).toBe(DEMO_STYLIST.name);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { addBranch } from '../../test/branch-builders.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signInAtBackOffice } from '../../test/manager-builders.ts';
import { DEMO_MANAGER, seedDemoManager } from './demo-manager.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo branch manager (docs/decisions/0049-branch-manager.md)', () => {
  it('is made once, for the Nugegoda branch, and signs in to the back office', async () => {
    // No such branch: nothing is made.
    await seedDemoManager(t.db);
    expect(await t.db.select().from(users).where(eq(users.email, DEMO_MANAGER.email))).toEqual([]);

    const branch = await addBranch(t, { name: DEMO_MANAGER.branch });
    await seedDemoManager(t.db);
    await seedDemoManager(t.db);
    const accounts = await t.db.select().from(users).where(eq(users.email, DEMO_MANAGER.email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ role: 'manager', branchId: branch.id, isVerified: true });

    const signIn = await signInAtBackOffice(t, DEMO_MANAGER.email, DEMO_MANAGER.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.user).toMatchObject({ role: 'manager', branchId: branch.id });
  });
});

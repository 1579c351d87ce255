import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TestApp } from './build-test-app.ts';
import { nextClientAddress, uniqueEmail } from './builders.ts';

/** Signs in at the back office's door (role admin), which a manager uses too. */
export async function signInAtBackOffice(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, role: 'admin' },
    remoteAddress: nextClientAddress(),
  });
  return response;
}

/**
 * The manager of one branch (docs/decisions/0049-branch-manager.md), signed in: written straight
 * into the database, as `signedInAdmin` does for the owner (appointing has its own tests).
 */
export async function signedInManager(t: TestApp, branchId: string, name = 'Test Manager') {
  const email = uniqueEmail('manager');
  const [user] = await t.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashPassword('SalonManager1'),
      role: 'manager',
      branchId,
      isVerified: true,
    })
    .returning();
  const response = await signInAtBackOffice(t, email, 'SalonManager1');
  const { token } = response.json() as { token: string };
  return { email, userId: user!.id, auth: { authorization: `Bearer ${token}` } };
}

import { eq } from 'drizzle-orm';
import { staff, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TestApp } from './build-test-app.ts';
import { nextClientAddress, uniqueEmail } from './builders.ts';

/**
 * A stylist on the team with their own sign-in (docs/decisions/0039-staff-accounts.md), signed
 * in: written straight into the database, as `signedInAdmin` does for the owner.
 */
export async function signedInStylist(t: TestApp, name = 'Test Stylist') {
  const email = uniqueEmail('stylist');
  const [user] = await t.db
    .insert(users)
    .values({ name, email, passwordHash: await hashPassword('SalonStaff1'), role: 'staff', isVerified: true })
    .returning();
  const [row] = await t.db.insert(staff).values({ name, userId: user!.id }).returning();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'SalonStaff1' },
    remoteAddress: nextClientAddress(),
  });
  const { token } = response.json() as { token: string };
  return { email, userId: user!.id, staffId: row!.id, auth: { authorization: `Bearer ${token}` } };
}

/** Ends the stylist's link to the team, as removing the stylist would. */
export const unlinkStylist = (t: TestApp, staffId: string) =>
  t.db.update(staff).set({ userId: null }).where(eq(staff.id, staffId));

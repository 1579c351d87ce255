import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { DEMO_ADMIN } from './demo-admin.ts';

/**
 * The start-up banner's line about the demo admin. The seeded password is printed only while it
 * still opens the account: once the owner has changed it, printing the old one would mislead, and
 * the new one is known only as a hash, so the banner says it was changed.
 */
export async function demoAdminBannerLine(db: Database): Promise<string> {
  const admin = await db.query.users.findFirst({ where: eq(users.email, DEMO_ADMIN.email) });
  if (!admin) return '  demo admin: none (the seeded account no longer exists)';
  const hasSeededPassword =
    admin.passwordHash !== null && (await verifyPassword(admin.passwordHash, DEMO_ADMIN.password));
  return hasSeededPassword
    ? `  demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (sign in at /admin/login)`
    : `  demo admin: ${DEMO_ADMIN.email} (its password was changed; sign in at /admin/login)`;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** Known on purpose: a demo install must be usable at once. Never seeded in production. */
export const DEMO_ADMIN = { name: 'Salon Admin', email: 'admin@salon.lk', password: 'SalonAdmin1' } as const;

export async function seedDemoAdmin(db: Database): Promise<void> {
  const existing = await db.query.users.findFirst({ where: eq(users.email, DEMO_ADMIN.email) });
  if (existing) return;
  await db
    .insert(users)
    .values({
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      role: 'admin',
      isVerified: true,
    })
    .onConflictDoNothing();
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { branches, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { demoSecondBranch } from './content/branches.ts';

/**
 * Known on purpose, like the demo admin: the manager of the demo's second branch
 * (docs/decisions/0049-branch-manager.md), so a demo shows the back office of one branch.
 * Never seeded in production.
 */
export const DEMO_MANAGER = {
  name: 'Dilani Manager',
  email: 'manager@salon.lk',
  password: 'SalonManager1',
  branch: demoSecondBranch.name,
} as const;

/** Makes the demo manager once; a salon without that branch, or with the address taken, is left alone. */
export async function seedDemoManager(db: Database): Promise<void> {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.name, DEMO_MANAGER.branch));
  if (!branch) return;
  await db
    .insert(users)
    .values({
      name: DEMO_MANAGER.name,
      email: DEMO_MANAGER.email,
      passwordHash: await hashPassword(DEMO_MANAGER.password),
      role: 'manager',
      branchId: branch.id,
      isVerified: true,
    })
    .onConflictDoNothing();
}

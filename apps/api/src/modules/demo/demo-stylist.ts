import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staff, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { demoTeam } from './content/team.ts';

/**
 * Known on purpose, like the demo admin: the first demo stylist's own sign-in
 * (docs/decisions/0039-staff-accounts.md), so a demo shows the stylist's day. Never seeded in production.
 */
export const DEMO_STYLIST = {
  name: demoTeam[0]!.name,
  email: 'nadeesha@salon.lk',
  password: 'SalonStaff1',
} as const;

/** Gives the demo stylist their sign-in once; a stylist the owner renamed, removed or already signed up is left alone. */
export async function seedDemoStylist(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [stylist] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.name, DEMO_STYLIST.name), isNull(staff.userId)))
      .for('update');
    if (!stylist) return;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STYLIST.email));
    if (taken) return;
    const [user] = await tx
      .insert(users)
      .values({
        name: DEMO_STYLIST.name,
        email: DEMO_STYLIST.email,
        passwordHash: await hashPassword(DEMO_STYLIST.password),
        role: 'staff',
        isVerified: true,
      })
      .returning({ id: users.id });
    await tx.update(staff).set({ userId: user!.id }).where(eq(staff.id, stylist.id));
  });
}

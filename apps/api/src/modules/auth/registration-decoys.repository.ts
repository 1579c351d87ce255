import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registrationDecoys } from '../../db/schema/index.ts';

export type RegistrationDecoysRepository = ReturnType<typeof createRegistrationDecoysRepository>;

/** Stand-ins for registrations of taken addresses: see the table's comment. */
export function createRegistrationDecoysRepository(db: Database) {
  return {
    async create(decoy: { id: string; email: string; sentAt: Date; expiresAt: Date }) {
      await db.insert(registrationDecoys).values({ ...decoy, email: decoy.email.toLowerCase(), attempts: 0 });
    },

    async find(id: string) {
      return db.query.registrationDecoys.findFirst({ where: eq(registrationDecoys.id, id) });
    },

    /** Spends one attempt, as a real code's claim does; nothing once the attempts are used. */
    async claimAttempt(id: string, maxAttempts: number) {
      const [row] = await db
        .update(registrationDecoys)
        .set({ attempts: sql`${registrationDecoys.attempts} + 1` })
        .where(and(eq(registrationDecoys.id, id), lt(registrationDecoys.attempts, maxAttempts)))
        .returning();
      return row;
    },

    /** Decoys whose time ended with their registration's: see pending registrations' deleteEnded. */
    async deleteEnded(endedBefore: Date) {
      await db.delete(registrationDecoys).where(lt(registrationDecoys.sentAt, endedBefore));
    },

    /**
     * A resend for the address: its newest decoy starts over as the newest pending registration
     * of a free address would, cooldown and all; the older ones stay as they are, as those
     * registrations' would (docs/decisions/0022-pending-registrations.md).
     */
    async renew(email: string, sentAt: Date, expiresAt: Date, resendAllowedBefore: Date) {
      const newest = db
        .select({ id: registrationDecoys.id })
        .from(registrationDecoys)
        .where(eq(registrationDecoys.email, email.toLowerCase()))
        .orderBy(desc(registrationDecoys.sentAt), desc(registrationDecoys.createdAt))
        .limit(1);
      await db
        .update(registrationDecoys)
        .set({ sentAt, expiresAt, attempts: 0 })
        .where(and(eq(registrationDecoys.id, newest), lte(registrationDecoys.sentAt, resendAllowedBefore)));
    },
  };
}

import { and, eq, lt, lte, sql } from 'drizzle-orm';
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

    /** A resend for the address: its decoys start over as a real code would, cooldown and all. */
    async renew(email: string, sentAt: Date, expiresAt: Date, resendAllowedBefore: Date) {
      await db
        .update(registrationDecoys)
        .set({ sentAt, expiresAt, attempts: 0 })
        .where(
          and(
            eq(registrationDecoys.email, email.toLowerCase()),
            lte(registrationDecoys.sentAt, resendAllowedBefore),
          ),
        );
    },
  };
}

import { and, desc, eq, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { pendingRegistrations, registrationDecoys } from '../../db/schema/index.ts';
import type { PendingRegistrationRow } from '../../db/schema/index.ts';

export type PendingRegistrationsRepository = ReturnType<typeof createPendingRegistrationsRepository>;

export type NewPendingRegistration = Omit<PendingRegistrationRow, 'businessId' | 'attempts' | 'createdAt'>;

/** Registrations waiting for their code: see the table's comment. */
export function createPendingRegistrationsRepository(db: Database) {
  return {
    async create(registration: NewPendingRegistration) {
      await db
        .insert(pendingRegistrations)
        .values({ ...registration, email: registration.email.toLowerCase(), attempts: 0 });
    },

    async find(id: string) {
      return db.query.pendingRegistrations.findFirst({ where: eq(pendingRegistrations.id, id) });
    },

    /** The registration a resend for the address goes to: the one whose code went out last. */
    async newestOf(email: string) {
      return db.query.pendingRegistrations.findFirst({
        where: eq(pendingRegistrations.email, email.toLowerCase()),
        orderBy: [desc(pendingRegistrations.sentAt), desc(pendingRegistrations.createdAt)],
      });
    },

    /**
     * Spends one attempt before the code is compared, so parallel guesses cannot get past the
     * limit. Returns the registration to compare with, or nothing once the attempts are used.
     */
    async claimAttempt(id: string, maxAttempts: number) {
      const [row] = await db
        .update(pendingRegistrations)
        .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
        .where(and(eq(pendingRegistrations.id, id), lt(pendingRegistrations.attempts, maxAttempts)))
        .returning();
      return row;
    },

    /**
     * Stores a new code unless the last one was sent after `resendAllowedBefore`; one statement,
     * so two quick clicks cannot both send. Returns whether it was stored.
     */
    async replaceCode(
      code: { id: string; codeHash: string; sentAt: Date; expiresAt: Date },
      resendAllowedBefore: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(pendingRegistrations)
        .set({ codeHash: code.codeHash, sentAt: code.sentAt, expiresAt: code.expiresAt, attempts: 0 })
        .where(
          and(eq(pendingRegistrations.id, code.id), lte(pendingRegistrations.sentAt, resendAllowedBefore)),
        )
        .returning({ id: pendingRegistrations.id });
      return rows.length > 0;
    },

    /**
     * The address became an account: its waiting registrations end. Each one but `winnerId`
     * lives on as a decoy with its times and attempts, so its id keeps answering as a wrong code
     * for a taken address does (docs/decisions/0008-account-enumeration.md).
     */
    async endAllOf(email: string, winnerId: string | undefined, tx: Executor = db) {
      const address = email.toLowerCase();
      const losers = winnerId
        ? and(eq(pendingRegistrations.email, address), ne(pendingRegistrations.id, winnerId))
        : eq(pendingRegistrations.email, address);
      await tx
        .insert(registrationDecoys)
        .select(
          tx
            .select({
              businessId: pendingRegistrations.businessId,
              id: pendingRegistrations.id,
              email: pendingRegistrations.email,
              sentAt: pendingRegistrations.sentAt,
              expiresAt: pendingRegistrations.expiresAt,
              attempts: pendingRegistrations.attempts,
              createdAt: pendingRegistrations.createdAt,
            })
            .from(pendingRegistrations)
            .where(losers),
        )
        .onConflictDoNothing();
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, address));
    },

    /** Registrations whose last code went out before `endedBefore`: nobody can verify them any more. */
    async deleteEnded(endedBefore: Date) {
      await db.delete(pendingRegistrations).where(lt(pendingRegistrations.sentAt, endedBefore));
    },
  };
}

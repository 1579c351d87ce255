import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxPaymentIntents } from '../../db/schema/index.ts';

export type SandboxPaymentIntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type NewSandboxPaymentIntent = typeof sandboxPaymentIntents.$inferInsert;
export type SandboxPaymentIntentsRepository = ReturnType<typeof createSandboxPaymentIntentsRepository>;

/** The sandbox provider's own record of each intent (docs/decisions/0003-sandbox-payments.md). */
export function createSandboxPaymentIntentsRepository(db: Database) {
  return {
    findById: (id: string) =>
      db.query.sandboxPaymentIntents.findFirst({ where: eq(sandboxPaymentIntents.id, id) }),

    findByIdempotencyKey: (idempotencyKey: string) =>
      db.query.sandboxPaymentIntents.findFirst({
        where: eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey),
      }),

    findByClientSecret: (clientSecret: string) =>
      db.query.sandboxPaymentIntents.findFirst({
        where: eq(sandboxPaymentIntents.clientSecret, clientSecret),
      }),

    async insert(intent: NewSandboxPaymentIntent) {
      await db.insert(sandboxPaymentIntents).values(intent);
    },

    /** Sets the refund once: a second call leaves the first refund's id in place. */
    async setRefundOnce(id: string, refundId: string) {
      await db
        .update(sandboxPaymentIntents)
        .set({ refundId })
        .where(and(eq(sandboxPaymentIntents.id, id), isNull(sandboxPaymentIntents.refundId)));
    },

    async update(
      id: string,
      changes: Pick<Partial<NewSandboxPaymentIntent>, 'status' | 'lastError' | 'savedCard'>,
    ) {
      await db.update(sandboxPaymentIntents).set(changes).where(eq(sandboxPaymentIntents.id, id));
    },
  };
}

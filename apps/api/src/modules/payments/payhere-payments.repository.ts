import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { waitForStandby } from '../../db/client.ts';
import { payhereDuplicatePayments, payherePayments } from '../../db/schema/index.ts';

export type PayHerePaymentRow = typeof payherePayments.$inferSelect;
export type PayHereDuplicatePaymentRow = typeof payhereDuplicatePayments.$inferSelect;
export type PayHerePaymentsRepository = ReturnType<typeof createPayHerePaymentsRepository>;

/** PayHere's checkouts and the duplicate payments to refund (docs/decisions/0017-payhere.md). */
export function createPayHerePaymentsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    findOrder: (orderId: string) =>
      db.query.payherePayments.findFirst({ where: eq(payherePayments.orderId, orderId) }),

    /**
     * The order, locked until the transaction ends, so two notifies of it take turns. The
     * payment it records is acknowledged only once the standby has it (`waitForStandby`).
     */
    async lockOrder(executor: Executor, orderId: string): Promise<PayHerePaymentRow | undefined> {
      await executor.execute(sql`select ${waitForStandby}`);
      const [row] = await executor
        .select()
        .from(payherePayments)
        .where(eq(payherePayments.orderId, orderId))
        .for('update');
      return row;
    },

    /** A second checkout of the same hold keeps the first order. */
    async insertOrderOnce(
      order: Pick<typeof payherePayments.$inferInsert, 'orderId' | 'amountMinor' | 'currency' | 'metadata'>,
    ) {
      await db.insert(payherePayments).values(order).onConflictDoNothing();
    },

    async updateOrder(
      orderId: string,
      changes: Pick<
        Partial<typeof payherePayments.$inferInsert>,
        'statusCode' | 'paymentId' | 'refundId' | 'keptCard'
      >,
      executor: Executor = db,
    ): Promise<PayHerePaymentRow | undefined> {
      const [row] = await executor
        .update(payherePayments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(payherePayments.orderId, orderId))
        .returning();
      return row;
    },

    /**
     * Claims the order for one saved-card charge: only an order not yet charging whose status
     * (none counting as `noStatus`) is one of `chargeable`. Undefined when another call holds it.
     */
    async claimCharge(
      orderId: string,
      now: Date,
      chargeable: readonly number[],
      noStatus: number,
    ): Promise<PayHerePaymentRow | undefined> {
      const [claimed] = await db
        .update(payherePayments)
        .set({ chargeStartedAt: now, updatedAt: sql`now()` })
        .where(
          and(
            eq(payherePayments.orderId, orderId),
            isNull(payherePayments.chargeStartedAt),
            inArray(sql`coalesce(${payherePayments.statusCode}, ${noStatus})`, [...chargeable]),
          ),
        )
        .returning();
      return claimed;
    },

    /** Lets the order be charged again after a refused charge. */
    async releaseCharge(orderId: string) {
      await db
        .update(payherePayments)
        .set({ chargeStartedAt: null, updatedAt: sql`now()` })
        .where(eq(payherePayments.orderId, orderId));
    },

    async countGatewayCheck(orderId: string, now: Date) {
      await db
        .update(payherePayments)
        .set({ gatewayCheckedAt: now, gatewayChecks: sql`${payherePayments.gatewayChecks} + 1` })
        .where(eq(payherePayments.orderId, orderId));
    },

    /** The other order (as its payment or as a duplicate) that this PayHere payment already pays. */
    async findOtherOrderPaidBy(executor: Executor, paymentId: string, orderId: string) {
      const [asOrder] = await executor
        .select({ orderId: payherePayments.orderId })
        .from(payherePayments)
        .where(and(eq(payherePayments.paymentId, paymentId), ne(payherePayments.orderId, orderId)));
      const [asDuplicate] = await executor
        .select({ orderId: payhereDuplicatePayments.orderId })
        .from(payhereDuplicatePayments)
        .where(
          and(
            eq(payhereDuplicatePayments.paymentId, paymentId),
            ne(payhereDuplicatePayments.orderId, orderId),
          ),
        );
      return asOrder ?? asDuplicate;
    },

    async findDuplicate(paymentId: string): Promise<PayHereDuplicatePaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payhereDuplicatePayments)
        .where(eq(payhereDuplicatePayments.paymentId, paymentId));
      return row;
    },

    /** Whether this call recorded it: a replayed notify finds it recorded already. */
    async insertDuplicateOnce(
      executor: Executor,
      duplicate: Pick<typeof payhereDuplicatePayments.$inferInsert, 'paymentId' | 'orderId' | 'createdAt'>,
    ): Promise<boolean> {
      const recorded = await executor
        .insert(payhereDuplicatePayments)
        .values(duplicate)
        .onConflictDoNothing()
        .returning();
      return recorded.length > 0;
    },

    async setDuplicateRefund(paymentId: string, refundId: string) {
      await db
        .update(payhereDuplicatePayments)
        .set({ refundId, refundedAt: sql`now()` })
        .where(eq(payhereDuplicatePayments.paymentId, paymentId));
    },

    /** Duplicates not refunded yet and not handed to the owner. */
    duplicatesOwed: () =>
      db
        .select()
        .from(payhereDuplicatePayments)
        .where(and(isNull(payhereDuplicatePayments.refundId), isNull(payhereDuplicatePayments.needsOwnerAt))),

    /** Whether this call handed it over: once refunded or handed over, it stays so. */
    async markDuplicateNeedsOwner(executor: Executor, paymentId: string, now: Date): Promise<boolean> {
      const marked = await executor
        .update(payhereDuplicatePayments)
        .set({ needsOwnerAt: now })
        .where(
          and(
            eq(payhereDuplicatePayments.paymentId, paymentId),
            isNull(payhereDuplicatePayments.needsOwnerAt),
            isNull(payhereDuplicatePayments.refundId),
          ),
        )
        .returning();
      return marked.length > 0;
    },
  };
}

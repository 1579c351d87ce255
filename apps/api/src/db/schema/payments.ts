import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The sandbox provider's own intents (the Stripe provider keeps them at Stripe). */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    refundId: text('refund_id'),
    lastError: jsonb('last_error').$type<{ code: string; message: string } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_payment_intents_idempotency_unique').on(table.idempotencyKey)],
);

/** Provider events already handled: providers retry and reorder them. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * PayHere checkouts: one per hold (order_id is the reservation's id), written when the checkout
 * is prepared and updated only by signed notifications, PayHere's word on the server.
 */
export const payherePayments = pgTable(
  'payhere_payments',
  {
    orderId: text('order_id').primaryKey(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    // PayHere's status_code: null until a notify came; 2 paid, 0 pending, -1 cancelled, -2 failed, -3 chargeback.
    statusCode: integer('status_code'),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    // When the sweep last asked PayHere's records about an order no notify settled, and how often
    // it has: each ask waits twice as long as the one before (docs/decisions/0017-payhere.md).
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
    gatewayChecks: integer('gateway_checks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One PayHere payment pays one order: a payment id already recorded elsewhere is refused.
  (table) => [uniqueIndex('payhere_payments_payment_id_unique').on(table.paymentId)],
);

/**
 * A second PayHere payment of an order already paid (the customer paid two checkouts of one
 * order): the booking stands on the first, and this one is refunded as a duplicate
 * (docs/decisions/0017-payhere.md). `refund_id` null means the refund is still owed: the sweep retries it.
 */
export const payhereDuplicatePayments = pgTable(
  'payhere_duplicate_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => payherePayments.orderId),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // Set when the sweep stopped retrying a refund PayHere kept refusing and mailed the owner
    // (docs/decisions/0024-every-hold-ends.md); only a refund still owed can be handed over.
    needsOwnerAt: timestamp('needs_owner_at', { withTimezone: true }),
  },
  (table) => [
    index('payhere_duplicate_payments_order_idx').on(table.orderId),
    check(
      'payhere_duplicate_payments_needs_owner_check',
      sql`${table.needsOwnerAt} is null or ${table.refundId} is null`,
    ),
  ],
);

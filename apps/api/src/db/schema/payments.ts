import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

export interface SandboxSavedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

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
    // The card a successful confirm was asked to keep, as Stripe attaches a PaymentMethod to its
    // customer (setup_future_usage): its reference and what identifies it, never its number.
    savedCard: jsonb('saved_card').$type<SandboxSavedCard | null>(),
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
    businessId: businessIdColumn(),
    orderId: text('order_id').notNull(),
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
    // docs/decisions/0033-saved-cards.md: the card a verified paid notify carried a customer_token
    // for (PayHere's tokenisation), kept only when the customer asks; never its number.
    keptCard: jsonb('kept_card').$type<SandboxSavedCard | null>(),
    // Set while a saved card's charge (Charging API) is under way: a second tap charges nothing.
    chargeStartedAt: timestamp('charge_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'payhere_payments_pkey', columns: [table.businessId, table.orderId] }),
    // One PayHere payment pays one order: a payment id already recorded elsewhere is refused.
    uniqueIndex('payhere_payments_payment_id_unique').on(table.businessId, table.paymentId),
  ],
);

/**
 * A second PayHere payment of an order already paid (the customer paid two checkouts of one
 * order): the booking stands on the first, and this one is refunded as a duplicate
 * (docs/decisions/0017-payhere.md). `refund_id` null means the refund is still owed: the sweep retries it.
 */
export const payhereDuplicatePayments = pgTable(
  'payhere_duplicate_payments',
  {
    businessId: businessIdColumn(),
    paymentId: text('payment_id').notNull(),
    orderId: text('order_id').notNull(),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // Set when the sweep stopped retrying a refund PayHere kept refusing and mailed the owner
    // (docs/decisions/0024-every-hold-ends.md); only a refund still owed can be handed over.
    needsOwnerAt: timestamp('needs_owner_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'payhere_duplicate_payments_pkey', columns: [table.businessId, table.paymentId] }),
    foreignKey({
      name: 'payhere_duplicate_payments_order_id_payhere_payments_order_id_fk',
      columns: [table.businessId, table.orderId],
      foreignColumns: [payherePayments.businessId, payherePayments.orderId],
    }),
    index('payhere_duplicate_payments_order_idx').on(table.orderId),
    check(
      'payhere_duplicate_payments_needs_owner_check',
      sql`${table.needsOwnerAt} is null or ${table.refundId} is null`,
    ),
  ],
);

/**
 * A card the customer chose to keep for next time (docs/decisions/0033-saved-cards.md): only the
 * provider's reference to it and what the customer needs to recognise it. Never a card number
 * or a security code.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe', 'payhere'] }).notNull(),
    // Stripe: the PaymentMethod id; PayHere: the customer_token of a preapproval; sandbox: its own.
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'saved_cards_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'saved_cards_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    // The unique index also serves "my cards" (user_id leads it, after the business).
    uniqueIndex('saved_cards_user_provider_token_unique').on(
      table.businessId,
      table.userId,
      table.provider,
      table.token,
    ),
    check('saved_cards_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_check', sql`${table.expMonth} between 1 and 12`),
    check('saved_cards_exp_year_check', sql`${table.expYear} between 2000 and 2199`),
  ],
);

/** The provider's own customer record for one of ours (a Stripe Customer): saved cards hang off it. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    businessId: businessIdColumn(),
    userId: uuid('user_id').notNull(),
    provider: text('provider', { enum: ['stripe'] }).notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'payment_customers_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.businessId, table.userId, table.provider] }),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn } from './businesses.ts';

/**
 * Every mail and SMS the app owes a customer or the salon, one row per message key
 * (docs/decisions/0021-durable-messages.md). The unique key makes queuing the same message
 * twice a no-op; the worker sends only a row still `queued`, under its row lock, and marks it
 * `sent` in the same transaction. `dead` is a message that used up its attempts.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    messageKey: text('message_key').notNull(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    /** The rendered message (MailMessage or SmsMessage), as it was when its cause committed. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'message_deliveries_pkey', columns: [table.businessId, table.id] }),
    unique('message_deliveries_message_key_unique').on(table.businessId, table.messageKey),
    check('message_deliveries_channel_check', sql`${table.channel} in ('mail', 'sms')`),
    check('message_deliveries_status_check', sql`${table.status} in ('queued', 'sent', 'dead')`),
    check('message_deliveries_attempts_check', sql`${table.attempts} >= 0`),
    check(
      'message_deliveries_sent_at_check',
      sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`,
    ),
  ],
);

export type MessageDeliveryRow = typeof messageDeliveries.$inferSelect;

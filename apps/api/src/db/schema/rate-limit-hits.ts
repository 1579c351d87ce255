import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per rate-limit key, shared by every server process on this database
 * (docs/decisions/0009-rate-limits-in-postgresql.md).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Lets the sweep of lapsed counters find them without reading the whole table.
  (table) => [index('rate_limit_hits_expires_at_idx').on(table.expiresAt)],
);

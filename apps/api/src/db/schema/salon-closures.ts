import { date, pgTable, text } from 'drizzle-orm/pg-core';

/** The days the owner closed the salon, with an optional reason (docs/architecture.md#availability). */
export const salonClosures = pgTable('salon_closures', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason'),
});

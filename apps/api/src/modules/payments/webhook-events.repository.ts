import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { processedWebhookEvents } from '../../db/schema/index.ts';

export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;

/** Providers retry and reorder events; booking is idempotent, this only saves the work. */
export function createWebhookEventsRepository(db: Database) {
  return {
    async wasProcessed(id: string) {
      return (
        (await db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, id))).length > 0
      );
    },
    async markProcessed(id: string, provider: string) {
      await db.insert(processedWebhookEvents).values({ id, provider }).onConflictDoNothing();
    },
  };
}

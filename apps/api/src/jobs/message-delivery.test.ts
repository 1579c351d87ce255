import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeliveries } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { createMessageDelivery } from './message-outbox.ts';
import type { SmsMessage } from '../sms/sms-sender.ts';

/**
 * docs/decisions/0021-durable-messages.md: a message the gateway accepted is never sent again
 * because the database went away before its `sent` mark committed.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await database.drop();
});

/** Cuts the connection that holds the row's lock, as a database restart would. */
async function cutTheLockingConnection() {
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where pid <> pg_backend_pid() and datname = current_database()
        and query ilike '%message_deliveries%for update%'`,
  );
}

describe('a message whose sent mark is lost with the connection', () => {
  it('is marked sent once the database answers, and a retried job does not send it again', async () => {
    const key = `test:${Date.now()}:customer-sms`;
    const message: SmsMessage = { to: '+94771234567', text: 'Salon: see you tomorrow', logSummary: 'test' };
    await database.db
      .insert(messageDeliveries)
      .values({ messageKey: key, channel: 'sms', recipient: message.to, payload: message });
    const handedToGateway: SmsMessage[] = [];
    const warnings: string[] = [];
    const delivery = createMessageDelivery({
      db: database.db,
      mailer: { send: () => Promise.reject(new Error('no mail in this test')) },
      sms: {
        async send(sms: SmsMessage) {
          handedToGateway.push(sms);
          await cutTheLockingConnection();
        },
      },
      retry: { baseMs: 10, maxMs: 10, maxAttempts: 5 },
      logWarn: (_entry, text) => warnings.push(text),
      logError: (_entry, text) => warnings.push(text),
    });

    expect(await delivery.deliver(key)).toBe('sent');
    // The job is retried, as it would be after a failure the worker saw.
    expect(await delivery.deliver(key)).toBe('skipped');

    expect(handedToGateway).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageKey, key));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(warnings).toContain('message sent, marking it when the database answers');
  });
});

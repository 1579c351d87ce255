import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeliveries } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { createMessageDelivery } from './message-outbox.ts';
import type { SmsMessage } from '../sms/sms-sender.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';

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

/** The outbox row of the message `key`. */
async function deliveryRow(key: string) {
  const [row] = await database.db
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.messageKey, key));
  return row;
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
    const row = await deliveryRow(key);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(warnings).toContain('message sent, marking it when the database answers');
  });
});

describe('a message whose send was cut off by the bound but went through', () => {
  /**
   * A mail server whose first answer comes only when the test says, after the bound has cut the
   * send off; it answers every later mail at once.
   */
  function lateMailServer() {
    const handedOver: MailMessage[] = [];
    let first: { resolve: () => void; reject: (error: Error) => void } | undefined;
    return {
      handedOver,
      answer: () => first!.resolve(),
      refuse: () => first!.reject(new Error('connection reset')),
      mailer: {
        send(mail: MailMessage) {
          handedOver.push(mail);
          if (handedOver.length > 1) return Promise.resolve();
          return new Promise<void>((resolve, reject) => (first = { resolve, reject }));
        },
      },
    };
  }

  async function queuedMail() {
    const key = `test:${Date.now()}:${Math.random()}:salon:owner@salon.lk`;
    const to = 'owner@salon.lk';
    const mail: MailMessage = {
      to,
      subject: 'New booking',
      text: 'A booking',
      html: '',
      logSummary: 'test',
    };
    await database.db
      .insert(messageDeliveries)
      .values({ messageKey: key, channel: 'mail', recipient: to, payload: mail });
    return key;
  }

  const deliveryThrough = (mailer: Pick<Mailer, 'send'>, warnings: string[]) =>
    createMessageDelivery({
      db: database.db,
      mailer,
      sms: { send: () => Promise.reject(new Error('no SMS in this test')) },
      retry: { baseMs: 10, maxMs: 10, maxAttempts: 5 },
      logWarn: (_entry, text) => warnings.push(text),
      logError: (_entry, text) => warnings.push(text),
      sendTimeoutMs: 50,
    });

  it('is marked sent when its answer comes late, and its retry does not send it again', async () => {
    const key = await queuedMail();
    const server = lateMailServer();
    const warnings: string[] = [];
    const delivery = deliveryThrough(server.mailer, warnings);

    expect(await delivery.deliver(key)).toBe('retrying');
    // The retry is due while the first send is still going; then the server answers it.
    const retried = delivery.deliver(key);
    server.answer();

    expect(await retried).toBe('skipped');
    expect(server.handedOver).toHaveLength(1);
    const row = await deliveryRow(key);
    expect(row).toMatchObject({ status: 'sent' });
    expect(warnings).toContain('message sent after its send was cut off, marking it');
  });

  it('is sent by its retry when the send cut off fails after all', async () => {
    const key = await queuedMail();
    const server = lateMailServer();
    const delivery = deliveryThrough(server.mailer, []);

    expect(await delivery.deliver(key)).toBe('retrying');
    const retried = delivery.deliver(key);
    server.refuse();

    // The retry sends it again, and this time the server answers in time.
    expect(await retried).toBe('sent');
    expect(server.handedOver).toHaveLength(2);
    const row = await deliveryRow(key);
    expect(row).toMatchObject({ status: 'sent' });
  });

  it('puts its retry off again while the send cut off still hangs, and sends it once in all', async () => {
    const key = await queuedMail();
    const server = lateMailServer();
    const delivery = deliveryThrough(server.mailer, []);

    expect(await delivery.deliver(key)).toBe('retrying');
    expect(await delivery.deliver(key)).toBe('retrying');
    server.answer();

    expect(await delivery.deliver(key)).toBe('skipped');
    expect(server.handedOver).toHaveLength(1);
    const row = await deliveryRow(key);
    expect(row).toMatchObject({ status: 'sent' });
  });
});

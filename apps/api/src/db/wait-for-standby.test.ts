import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointmentsRepository } from '../modules/appointments/appointments.repository.ts';
import { createPayHerePaymentsRepository } from '../modules/payments/payhere-payments.repository.ts';
import { createTeamAdminRepository } from '../modules/staff/team-admin.repository.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Executor } from './client.ts';
import { createDatabase } from './client.ts';

/**
 * docs/decisions/0044-standby-failover.md: the transactions that book a time or record money
 * commit only once the standby has them, even where the server's own setting says otherwise.
 */
describe('the locks of booking and payment transactions', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  // One connection, relaxed as a deployment might relax it for everything.
  let db: ReturnType<typeof createDatabase>;
  beforeAll(async () => {
    test = await createTestDatabase();
    db = createDatabase(test.url, { max: 1 });
    await db.$client.query(
      `alter database ${new URL(test.url).pathname.slice(1)} set synchronous_commit = off`,
    );
  });
  afterAll(async () => {
    await db.$client.end();
    await test.drop();
  });

  const settingIn = async (lock: (tx: Executor) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      await lock(tx);
      const { rows } = await tx.execute<{ setting: string }>(
        sql`select current_setting('synchronous_commit') as setting`,
      );
      return rows[0]!.setting;
    });

  it('make their commit wait for the standby; other transactions keep the server setting', async () => {
    const appointments = createAppointmentsRepository(db);
    const team = createTeamAdminRepository(db);
    const payhere = createPayHerePaymentsRepository(db);

    expect(await settingIn(async () => {})).toBe('off');
    expect(await settingIn((tx) => appointments.lockDay(tx, '2026-12-01'))).toBe('on');
    expect(await settingIn((tx) => appointments.lockCustomer(tx, crypto.randomUUID()))).toBe('on');
    expect(await settingIn((tx) => team.lockDay(tx, '2026-12-01'))).toBe('on');
    expect(await settingIn((tx) => payhere.lockOrder(tx, 'no-such-order'))).toBe('on');
    // Local to the transaction: the connection goes back to the pool as it was.
    expect(await settingIn(async () => {})).toBe('off');
  });
});

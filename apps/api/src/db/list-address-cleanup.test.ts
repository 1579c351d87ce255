import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { emailVerifications, slotReservations, users } from './schema/index.ts';

/*
 * Migration 0025's clean-up of accounts whose address is a list, made before 0023 checked new
 * rows only (docs/decisions/0022-pending-registrations.md). The database here is already
 * migrated, so the old rows are put back as they were then (under 0023's NOT VALID check) and
 * the migration's own statements for `users` run again on them.
 */

const migration = fs.readFileSync(
  new URL('./migrations/0025_pending_registrations.sql', import.meta.url),
  'utf8',
);
const usersCleanUp = migration
  .split('--> statement-breakpoint')
  .filter((statement) => /^(DELETE FROM|UPDATE|ALTER TABLE) "users"/m.test(statement));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

async function account(email: string, isVerified: boolean) {
  const [row] = await db.insert(users).values({ name: 'Old Customer', email, isVerified }).returning();
  return row!.id;
}

describe('migration 0025: accounts whose address is a list', () => {
  it('deletes unverified ones without bookings, retires the list of the others, and validates the check', async () => {
    expect(usersCleanUp).toHaveLength(3);
    // As before 0023's check was validated: it refuses new rows only.
    await db.execute(sql`alter table users drop constraint users_email_one_address`);
    const lists = {
      probe: 'probe-a@example.lk,probe-b@example.lk',
      holder: 'Holder <holder@example.lk>',
      verified: 'verified-a@example.lk; verified-b@example.lk',
    };
    const probe = await account(lists.probe, false);
    await db.insert(emailVerifications).values({
      userId: probe,
      codeHash: 'x',
      sentAt: new Date(),
      expiresAt: new Date(),
    });
    const holder = await account(lists.holder, false);
    const startsAt = new Date('2026-01-10T04:00:00Z');
    await db.insert(slotReservations).values({
      userId: holder,
      date: '2026-01-10',
      chair: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      blockedUntil: new Date(startsAt.getTime() + 60 * 60_000),
      status: 'released',
      services: [],
    });
    const verified = await account(lists.verified, true);
    const plain = await account('plain-unverified@example.lk', false);
    await db.execute(
      sql.raw(
        `alter table users add constraint users_email_one_address check (email ~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$') not valid`,
      ),
    );

    for (const statement of usersCleanUp) await db.execute(sql.raw(statement));

    const left = await db.select().from(users);
    const byId = new Map(left.map((row) => [row.id, row]));
    expect(byId.has(probe)).toBe(false);
    expect(await db.select().from(emailVerifications).where(eq(emailVerifications.userId, probe))).toEqual(
      [],
    );
    expect(byId.get(holder)).toMatchObject({
      email: `list-${holder}@address-removed.invalid`,
      name: 'Old Customer',
    });
    expect(byId.get(verified)).toMatchObject({
      email: `list-${verified}@address-removed.invalid`,
      isVerified: true,
    });
    expect(byId.get(plain)!.email).toBe('plain-unverified@example.lk');
    expect(await db.select().from(slotReservations).where(eq(slotReservations.userId, holder))).toHaveLength(
      1,
    );
    for (const list of Object.values(lists)) expect(left.map((row) => row.email)).not.toContain(list);

    const [check] = (
      await db.execute(sql`select convalidated from pg_constraint where conname = 'users_email_one_address'`)
    ).rows as { convalidated: boolean }[];
    expect(check!.convalidated).toBe(true);
    await expect(db.insert(users).values({ name: 'New', email: lists.probe })).rejects.toThrow();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.ts';
import { bookableDate, VISA } from '../test/booking-builders.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { applyMigrations, createDatabase } from './client.ts';
import type { Database } from './client.ts';
import type { EmbeddedDatabaseServer } from './embedded-postgres.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import { services, users } from './schema/index.ts';

/*
 * The embedded server is PostgreSQL 18 and no pg_dump 18 can be installed on the machines
 * that run this (docs/deploy.md, "Backups and restore"), so this is a physical online backup made with
 * the server's own API: pg_backup_start, copy the files, pg_backup_stop, write backup_label.
 * The restored cluster replays its WAL on first start, as one restored from a base backup does.
 */

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-backup-test-'));
// As root the database runs as the `postgres` user, which must reach these folders.
fs.chmodSync(workDir, 0o755);
const originalDir = path.join(workDir, 'original');
const restoredDir = path.join(workDir, 'restored');

let original: EmbeddedDatabaseServer | undefined;
let restored: EmbeddedDatabaseServer | undefined;
let restoredClient: pg.Client | undefined;
let booked: { id: string; reference: string; paymentIntentId: string };

/** Books through the real API, as a customer would: hold, pay with the sandbox card, create. */
async function bookOneAppointment(db: Database) {
  const { app, clock, close } = await buildTestApp({}, { db });
  try {
    const [service] = await db
      .insert(services)
      .values({
        title: 'Backup Cut',
        description: 'Kept safe.',
        category: 'hair',
        priceLkr: 4000,
        durationMinutes: 60,
      })
      .returning();
    const email = 'backup-customer@example.lk';
    await db.insert(users).values({
      name: 'Backup Customer',
      email,
      passwordHash: await hashPassword('Backup123'),
      isVerified: true,
    });
    const send = async <T>(url: string, payload: object, token?: string): Promise<T> => {
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const response = await app.inject({ method: 'POST', url, headers, payload });
      if (response.statusCode >= 300)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    };
    const { token } = await send<{ token: string }>('/api/auth/login', { email, password: 'Backup123' });
    await send('/api/cart/add-cart', { serviceId: service!.id }, token);
    const date = bookableDate({ clock } as Parameters<typeof bookableDate>[0]);
    const intent = await send<{ clientSecret: string; paymentIntentId: string }>(
      '/api/appointments/create-payment-intent',
      { totalAmount: 1000, date, startTime: '10:00', services: [] },
      token,
    );
    await send('/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, card: VISA }, token);
    const created = await send<{ data: { appointment: { _id: string; appointmentId: string } } }>(
      '/api/appointments/create',
      { paymentIntentId: intent.paymentIntentId },
      token,
    );
    const { appointment } = created.data;
    return {
      id: appointment._id,
      reference: appointment.appointmentId,
      paymentIntentId: intent.paymentIntentId,
    };
  } finally {
    await close();
  }
}

// What a base backup may leave out: the running server's own files, and directories
// rebuilt at start (kept, but empty). pg_wal is copied after pg_backup_stop instead, so
// that it holds every record up to the stop point.
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts']);
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/**
 * Copies a live data directory as a backup tool must: a file the server removes meanwhile
 * is skipped, not an error. Copies get the original owner, because the copying user may be
 * root and the restored server runs as the original's owner.
 */
function copyClusterFiles(source: string, target: string, owner: fs.Stats, isTop = true) {
  fs.mkdirSync(target, { recursive: true, mode: fs.statSync(source).mode });
  fs.chownSync(target, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (isTop && SKIPPED_FILES.has(entry.name)) continue;
    const [from, to] = [path.join(source, entry.name), path.join(target, entry.name)];
    if (entry.isDirectory()) {
      if (isTop && EMPTIED_DIRS.has(entry.name)) {
        fs.mkdirSync(to, { mode: 0o700 });
        fs.chownSync(to, owner.uid, owner.gid);
      } else copyClusterFiles(from, to, owner, false);
      continue;
    }
    try {
      fs.copyFileSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    fs.chownSync(to, owner.uid, owner.gid);
  }
}

/** An online base backup of the whole cluster under originalDir, written to restoredDir. */
async function backUp(server: EmbeddedDatabaseServer, whileCopying: () => Promise<void>) {
  const clusterDir = path.join(originalDir, 'postgres');
  const copyDir = path.join(restoredDir, 'postgres');
  const owner = fs.statSync(clusterDir);
  const admin = new pg.Client({ connectionString: server.urlFor('postgres') });
  await admin.connect();
  try {
    // Non-exclusive backup: this session must stay open until pg_backup_stop.
    await admin.query(`select pg_backup_start('salon backup test', true)`);
    await whileCopying();
    fs.mkdirSync(restoredDir, { mode: 0o755 });
    fs.copyFileSync(path.join(originalDir, 'postgres.secret'), path.join(restoredDir, 'postgres.secret'));
    copyClusterFiles(clusterDir, copyDir, owner);
    const { rows } = await admin.query<{ labelfile: string; spcmapfile: string }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    copyClusterFiles(path.join(clusterDir, 'pg_wal'), path.join(copyDir, 'pg_wal'), owner, false);
    const written = { backup_label: rows[0]!.labelfile, tablespace_map: rows[0]!.spcmapfile };
    for (const [name, text] of Object.entries(written).filter(([, text]) => text)) {
      fs.writeFileSync(path.join(copyDir, name), text, { mode: 0o600 });
      fs.chownSync(path.join(copyDir, name), owner.uid, owner.gid);
    }
  } finally {
    await admin.end();
  }
}

describe('backup and restore', () => {
  beforeAll(async () => {
    original = await startEmbeddedPostgres({ dataDir: originalDir, database: 'salon' });
    const db = createDatabase(original.urlFor('salon'));
    try {
      await applyMigrations(db);
      booked = await bookOneAppointment(db);
      // Written after the backup began: on disk only in the WAL, so only a replay brings it back.
      await backUp(original, () =>
        db.execute(sql`update appointments set status = 'confirmed'`).then(() => {}),
      );
    } finally {
      await db.$client.end();
    }
    // The original goes away before the copy starts: the restore must stand on its own.
    await original.stop();
    original = undefined;
    restored = await startEmbeddedPostgres({ dataDir: restoredDir });
    restoredClient = new pg.Client({ connectionString: restored.urlFor('salon') });
    await restoredClient.connect();
  }, 120_000);

  afterAll(async () => {
    await restoredClient?.end();
    await restored?.stop();
    await original?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('brings back the booking (with the change made during the backup), its reservation, its payment and every migration', async () => {
    const client = restoredClient!;
    const appointment = await client.query(
      `select a.reference, a.status, r.status as reservation_status, i.status as payment_status
       from appointments a
       join slot_reservations r on r.id = a.reservation_id
       join sandbox_payment_intents i on i.id = a.payment_intent_id
       where a.id = $1`,
      [booked.id],
    );
    expect(appointment.rows).toEqual([
      {
        reference: booked.reference,
        status: 'confirmed',
        reservation_status: 'booked',
        payment_status: 'succeeded',
      },
    ]);
    const migrations = await client.query('select count(*)::int as count from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].count).toBe(journal.entries.length);
  });

  it('keeps the constraints: a second live booking on the same chair and time is refused', async () => {
    const client = restoredClient!;
    const overlapping = client.query(
      `insert into slot_reservations (user_id, date, chair, starts_at, ends_at, blocked_until, status, services)
       select user_id, date, chair, starts_at, ends_at, blocked_until, 'booked', services
       from slot_reservations where payment_intent_id = $1`,
      [booked.paymentIntentId],
    );
    await expect(overlapping).rejects.toMatchObject({
      code: '23P01',
      constraint: 'slot_reservations_no_overlap',
    });
    const secondAppointmentForPayment = client.query(
      `insert into appointments (reference, user_id, reservation_id, date, start_time, end_time, starts_at,
         services, services_total_lkr, appointment_fee_lkr, payment_intent_id)
       select 'SAL-COPY', user_id, reservation_id, date, start_time, end_time, starts_at,
         services, services_total_lkr, appointment_fee_lkr, payment_intent_id
       from appointments where id = $1`,
      [booked.id],
    );
    await expect(secondAppointmentForPayment).rejects.toMatchObject({
      code: '23505',
      constraint: 'appointments_payment_intent_unique',
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The run's own embedded database (support/global-setup.ts puts DATA_DIR beside the mail
 * folder), for what no API can make: a visit in the past. Only setup writes here; the journey
 * itself goes through the pages.
 */
function databaseUrl(): string {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set: run through the global setup');
  const dataDir = path.join(path.dirname(mailDir), 'data');
  const password = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  // postmaster.pid's fourth line is the port the embedded server listens on.
  const port = fs
    .readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/salon`;
}

/**
 * Moves a booked appointment (and the chair time it holds) `days` back, so it reads as a past
 * visit. Distinct days stay distinct, so two runs moving theirs never overlap on a chair.
 */
export async function moveAppointmentBack(appointmentId: string, days: number) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `update slot_reservations
          set date = date - $2::int,
              starts_at = starts_at - make_interval(days => $2::int),
              ends_at = ends_at - make_interval(days => $2::int),
              blocked_until = blocked_until - make_interval(days => $2::int)
        where id = (select reservation_id from appointments where id = $1)`,
      [appointmentId, days],
    );
    const moved = await client.query(
      `update appointments
          set date = date - $2::int, starts_at = starts_at - make_interval(days => $2::int)
        where id = $1`,
      [appointmentId, days],
    );
    if (moved.rowCount !== 1) throw new Error(`No appointment ${appointmentId} to move`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

import pg from 'pg';

/** The worker's own salon database (support/salon.ts), for what no API can make: a visit in the past. */
function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: use the salon fixture (support/fixtures.ts)');
  return url;
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

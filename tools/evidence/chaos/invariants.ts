import type pg from 'pg';

export interface InvariantReport {
  found: number;
  /** Acknowledged appointment ids missing from the database. */
  missing: string[];
  chairOverlaps: Array<Record<string, unknown>>;
  /** Two live reservations of one stylist overlapping (docs/decisions/0036-stylists.md). */
  stylistOverlaps: Array<Record<string, unknown>>;
  overCapacity: Array<Record<string, unknown>>;
  paidWithoutBooking: Array<Record<string, unknown>>;
  staleHolds: number;
  bookedAndRefunded: number;
}

// A reservation occupies its chair while booked (and its appointment is live) or held and unexpired.
const LIVE_INTERVALS = `
  select r.id, r.chair, r.staff_id, r.starts_at, r.blocked_until
  from slot_reservations r
  where (r.status = 'held' and r.hold_expires_at > now())
     or (r.status = 'booked' and not exists (
          select 1 from appointments a where a.reservation_id = r.id and a.status not in ('pending', 'confirmed')))
  union
  select r.id, r.chair, r.staff_id, r.starts_at, r.blocked_until
  from appointments a join slot_reservations r on r.id = a.reservation_id
  where a.status in ('pending', 'confirmed')`;

/** What must hold after any crash: read straight from the tables, not through the app. */
export async function checkInvariants(client: pg.Client, acknowledged: string[]): Promise<InvariantReport> {
  const found = await client.query<{ id: string }>('select id from appointments where id = any($1::uuid[])', [
    acknowledged,
  ]);
  const foundIds = new Set(found.rows.map((row) => row.id));
  const chairOverlaps = await client.query(
    `with live as (${LIVE_INTERVALS})
     select a.id as first, b.id as second, a.chair
     from live a join live b on a.chair = b.chair and a.id < b.id
      and tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`,
  );
  const stylistOverlaps = await client.query(
    `with live as (${LIVE_INTERVALS})
     select a.id as first, b.id as second, a.staff_id
     from live a join live b on a.staff_id = b.staff_id and a.id < b.id
      and tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`,
  );
  // The number of live bookings can only rise at a start, so checking each start instant suffices.
  const overCapacity = await client.query(
    `with live as (${LIVE_INTERVALS})
     select s.starts_at, count(*)::int as live, (select capacity from salon_settings) as capacity
     from live s join live o on o.starts_at <= s.starts_at and s.starts_at < o.blocked_until
     group by s.id, s.starts_at
     having count(*) > (select capacity from salon_settings)`,
  );
  const paidWithoutBooking = await client.query(
    `select i.id, r.status as reservation_status
     from sandbox_payment_intents i left join slot_reservations r on r.payment_intent_id = i.id
     where i.status = 'succeeded' and i.refund_id is null
       and not exists (select 1 from appointments a where a.payment_intent_id = i.id)`,
  );
  const staleHolds = await client.query<{ count: number }>(
    `select count(*)::int as count from slot_reservations where status = 'held' and hold_expires_at <= now()`,
  );
  const bookedAndRefunded = await client.query<{ count: number }>(
    `select count(*)::int as count from appointments a join sandbox_payment_intents i on i.id = a.payment_intent_id
     where i.refund_id is not null and a.status in ('pending', 'confirmed')`,
  );
  return {
    found: foundIds.size,
    missing: acknowledged.filter((id) => !foundIds.has(id)),
    chairOverlaps: chairOverlaps.rows,
    stylistOverlaps: stylistOverlaps.rows,
    overCapacity: overCapacity.rows,
    paidWithoutBooking: paidWithoutBooking.rows,
    staleHolds: staleHolds.rows[0]!.count,
    bookedAndRefunded: bookedAndRefunded.rows[0]!.count,
  };
}

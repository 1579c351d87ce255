import type pg from 'pg';

export interface InvariantReport {
  found: number;
  /** Acknowledged appointment ids missing from the database. */
  missing: string[];
  /** Two live reservations on one chair of one branch at once (docs/decisions/0045-branches.md). */
  chairOverlaps: Array<Record<string, unknown>>;
  /**
   * Two live reservations of one stylist overlapping (docs/decisions/0036-stylists.md), at one
   * branch, or at two without the travel gap between them (docs/decisions/0045-branches.md).
   */
  stylistOverlaps: Array<Record<string, unknown>>;
  /** A moment with more live bookings at a branch than it has chairs. */
  overCapacity: Array<Record<string, unknown>>;
  /** Live reservations per branch, for the report: a storm across branches must reach each. */
  liveByBranch: Array<{ branch: string; live: number }>;
  paidWithoutBooking: Array<Record<string, unknown>>;
  staleHolds: number;
  bookedAndRefunded: number;
}

// A reservation occupies its chair (at its branch) and its stylist while booked (and its
// appointment is live), held and unexpired, or blocked (a stylist's blocked time takes no chair).
const LIVE_INTERVALS = `
  select r.id, r.branch_id, r.chair, r.staff_id, r.starts_at, r.blocked_until
  from slot_reservations r
  where (r.status = 'held' and r.hold_expires_at > now())
     or r.status = 'blocked'
     or (r.status = 'booked' and not exists (
          select 1 from appointments a where a.reservation_id = r.id and a.status not in ('pending', 'confirmed')))
  union
  select r.id, r.branch_id, r.chair, r.staff_id, r.starts_at, r.blocked_until
  from appointments a join slot_reservations r on r.id = a.reservation_id
  where a.status in ('pending', 'confirmed')`;

/** docs/decisions/0045-branches.md: the minutes a stylist needs between two branches, as an interval. */
const TRAVEL = `make_interval(mins => (select branch_travel_minutes from salon_settings where id = 1))`;

/** What must hold after any crash: read straight from the tables, not through the app. */
export async function checkInvariants(client: pg.Client, acknowledged: string[]): Promise<InvariantReport> {
  const found = await client.query<{ id: string }>('select id from appointments where id = any($1::uuid[])', [
    acknowledged,
  ]);
  const foundIds = new Set(found.rows.map((row) => row.id));
  const chairOverlaps = await client.query(
    `with live as (${LIVE_INTERVALS})
     select a.id as first, b.id as second, a.branch_id, a.chair
     from live a join live b on a.branch_id = b.branch_id and a.chair = b.chair and a.id < b.id
      and tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`,
  );
  // At two branches the stylist's time is widened by the travel gap on each side of one of them.
  const stylistOverlaps = await client.query(
    `with live as (${LIVE_INTERVALS})
     select a.id as first, b.id as second, a.staff_id, a.branch_id as first_branch, b.branch_id as second_branch
     from live a join live b on a.staff_id = b.staff_id and a.id < b.id
      and case when a.branch_id = b.branch_id
        then tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)
        else tstzrange(a.starts_at - ${TRAVEL}, a.blocked_until + ${TRAVEL}) && tstzrange(b.starts_at, b.blocked_until)
      end`,
  );
  // The number of live bookings can only rise at a start, so checking each start instant of a
  // branch suffices; each branch against its own chairs.
  const overCapacity = await client.query(
    `with live as (${LIVE_INTERVALS}), seated as (select * from live where chair is not null)
     select s.branch_id, s.starts_at, count(*)::int as live, min(p.chairs) as chairs
     from seated s join seated o on o.branch_id = s.branch_id
       and o.starts_at <= s.starts_at and s.starts_at < o.blocked_until
     join branches p on p.id = s.branch_id
     group by s.id, s.branch_id, s.starts_at
     having count(*) > min(p.chairs)`,
  );
  const liveByBranch = await client.query<{ branch: string; live: number }>(
    `with live as (${LIVE_INTERVALS})
     select p.name as branch, count(l.id)::int as live
     from branches p left join live l on l.branch_id = p.id
     group by p.id, p.name, p.position order by p.position, p.name`,
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
    liveByBranch: liveByBranch.rows,
    paidWithoutBooking: paidWithoutBooking.rows,
    staleHolds: staleHolds.rows[0]!.count,
    bookedAndRefunded: bookedAndRefunded.rows[0]!.count,
  };
}

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@salon/api/testing/database';
import { checkInvariants } from './invariants.ts';

// The chaos run is only as good as its checks: each must see the fault it is named after.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
let userId: string;
const at = (hour: number) => new Date(Date.UTC(2030, 0, 7, hour));

async function reserve(
  chair: number,
  hour: number,
  status: 'held' | 'booked' = 'booked',
  holdExpiresAt?: Date,
) {
  const id = randomUUID();
  await client.query(
    `insert into slot_reservations (id, user_id, date, chair, starts_at, ends_at, blocked_until, status, hold_expires_at, services)
     values ($1, $2, '2030-01-07', $3, $4, $5, $5, $6, $7, '[]')`,
    [
      id,
      userId,
      chair,
      at(hour),
      at(hour + 1),
      status,
      status === 'held' ? (holdExpiresAt ?? at(hour)) : null,
    ],
  );
  return id;
}

async function pay(refunded = false) {
  const id = `pi_${randomUUID()}`;
  await client.query(
    `insert into sandbox_payment_intents (id, client_secret, amount_minor, currency, status, metadata, refund_id)
     values ($1, $1, 100000, 'lkr', 'succeeded', '{}', $2)`,
    [id, refunded ? `re_${id}` : null],
  );
  return id;
}

async function book(chair: number, hour: number) {
  const reservationId = await reserve(chair, hour);
  const intentId = await pay();
  const id = randomUUID();
  await client.query(
    `insert into appointments (id, reference, user_id, reservation_id, date, start_time, end_time, starts_at,
       services, services_total_lkr, appointment_fee_lkr, payment_intent_id)
     values ($1, $2, $3, $4, '2030-01-07', '10:00', '11:00', $5, '[]', 5000, 1000, $6)`,
    [id, `SAL-${id.slice(0, 8)}`, userId, reservationId, at(hour), intentId],
  );
  return id;
}

describe('chaos invariants', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const user = await client.query(
      `insert into users (name, email, is_verified) values ('Chaos', 'chaos@example.lk', true) returning id`,
    );
    userId = user.rows[0].id;
  });
  beforeEach(() =>
    client.query(
      'truncate appointment_status_changes, appointment_moves, appointments, time_blocks, slot_reservations, sandbox_payment_intents',
    ),
  );
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('finds every acknowledged appointment, and nothing wrong with bookings that fit', async () => {
    const ids = [await book(1, 10), await book(2, 10), await book(3, 10), await book(1, 11)];

    const report = await checkInvariants(client, ids);

    expect(report).toMatchObject({ found: 4, missing: [], chairOverlaps: [], overCapacity: [] });
    expect(report).toMatchObject({ paidWithoutBooking: [], staleHolds: 0, bookedAndRefunded: 0 });
  });

  it('counts an acknowledged appointment missing from the database as lost', async () => {
    const kept = await book(1, 10);
    const lost = randomUUID();

    const report = await checkInvariants(client, [kept, lost]);

    expect(report.found).toBe(1);
    expect(report.missing).toEqual([lost]);
  });

  it('sees a fourth live booking overlapping three as over the capacity of 3', async () => {
    await book(1, 10);
    await book(2, 10);
    await reserve(3, 10, 'held');
    await reserve(4, 10);

    const report = await checkInvariants(client, []);

    expect(report.overCapacity).not.toEqual([]);
  });

  it('sees two live reservations of one chair at once, should the constraint ever be missing', async () => {
    await client.query('alter table slot_reservations drop constraint slot_reservations_no_overlap');
    await book(1, 10);
    await reserve(1, 10);

    const report = await checkInvariants(client, []);

    expect(report.chairOverlaps).toHaveLength(1);
  });

  it('sees a paid intent with neither an appointment nor a refund, and a hold left past its expiry', async () => {
    const paid = await pay();
    await pay(true);
    await reserve(2, 12, 'held', new Date(Date.now() - 60_000));

    const report = await checkInvariants(client, []);

    expect(report.paidWithoutBooking).toEqual([{ id: paid, reservation_status: null }]);
    expect(report.staleHolds).toBe(1);
  });
});

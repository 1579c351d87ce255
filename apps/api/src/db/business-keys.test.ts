import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDatabase } from '../test/database.ts';
import { THE_SALON_BUSINESS_ID } from './schema/index.ts';

// docs/decisions/0050-business-keys.md: every table that belongs to a salon names its business,
// so the database could be distributed by business. These read the catalog, so a table or a
// guard added later without the business fails here.

/** Not a salon's: shared by every salon on the server (the decision's list, with why). */
const GLOBAL_TABLES = [
  'businesses',
  'rate_limit_hits',
  'processed_webhook_events',
  'sandbox_payment_intents',
];

/**
 * Salon tables whose primary key (and the foreign keys from them to other salon tables) do not
 * include the business yet: the decision's "left" list. Frozen: a new table is not on it, and a
 * table taken off it must then pass.
 */
const KEYS_WITHOUT_BUSINESS_YET = [
  'appointment_moves',
  'appointment_status_changes',
  'appointments',
  'branch_services',
  'branches',
  'cart_items',
  'carts',
  'customer_notes',
  'email_addition_codes',
  'email_verifications',
  'gallery_images',
  'message_deliveries',
  'password_reset_tokens',
  'payhere_duplicate_payments',
  'payhere_payments',
  'payment_customers',
  'pending_registrations',
  'phone_confirmation_codes',
  'phone_sign_in_codes',
  'registration_decoys',
  'reviews',
  'salon_closures',
  'salon_settings',
  'saved_cards',
  'services',
  'sessions',
  'slot_reservations',
  'special_offer_services',
  'special_offers',
  'staff',
  'staff_branches',
  'staff_services',
  'staff_shifts',
  'staff_time_off',
  'time_blocks',
  'users',
  'waitlist_entries',
  'waitlist_freed_times',
  'waitlist_windows',
];

async function rows<Row>(client: pg.Pool, query: string): Promise<Row[]> {
  return (await client.query(query)).rows as Row[];
}

/** Every way the public schema breaks the rule, one line each (empty: it holds). */
async function businessKeyDefects(client: pg.Pool): Promise<string[]> {
  const global = GLOBAL_TABLES.map((name) => `'${name}'`).join(', ');
  const salonTables = `select c.oid, c.relname from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relname not in (${global})`;
  const defects: string[] = [];

  const columns = await rows<{
    relname: string;
    type: string | null;
    notnull: boolean | null;
    to_businesses: boolean;
  }>(
    client,
    `select t.relname, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
       exists (select 1 from pg_constraint f where f.conrelid = t.oid and f.contype = 'f'
         and f.confrelid = 'businesses'::regclass and f.conkey = array[a.attnum]) as to_businesses
     from (${salonTables}) t
     left join pg_attribute a on a.attrelid = t.oid and a.attname = 'business_id' and not a.attisdropped`,
  );
  for (const table of columns) {
    if (table.type !== 'uuid' || !table.notnull || !table.to_businesses) {
      defects.push(`${table.relname}: no business_id uuid NOT NULL referencing businesses`);
    }
  }

  // An exclusion constraint keeps its rows apart inside one business only if it compares the
  // business with = (what Citus requires of one on a distributed table).
  const exclusions = await rows<{ relname: string; conname: string }>(
    client,
    `select t.relname, x.conname from (${salonTables}) t join pg_constraint x on x.conrelid = t.oid and x.contype = 'x'
     where not exists (
       select 1 from unnest(x.conkey, x.conexclop) as k(attnum, op)
       join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
       where a.attname = 'business_id' and k.op::regoperator::text like '=(%')`,
  );
  for (const { relname, conname } of exclusions)
    defects.push(`${relname}: ${conname} does not compare business_id with =`);

  // A unique index (constraint or not) is unique per salon: with the business in it. One that
  // holds the whole primary key comes with the primary key (KEYS_WITHOUT_BUSINESS_YET).
  const uniques = await rows<{ relname: string; index: string; pending: boolean }>(
    client,
    `select t.relname, i.indexrelid::regclass::text as index,
       exists (select 1 from pg_index p where p.indrelid = t.oid and p.indisprimary
         and p.indkey::int2[] <@ i.indkey::int2[]) as pending
     from (${salonTables}) t join pg_index i on i.indrelid = t.oid and i.indisunique and not i.indisprimary
     where not exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'business_id'
       and a.attnum = any(i.indkey::int2[]))`,
  );
  for (const { relname, index, pending } of uniques) {
    if (!(pending && KEYS_WITHOUT_BUSINESS_YET.includes(relname))) {
      defects.push(`${relname}: unique ${index} without business_id`);
    }
  }

  const primaryKeys = await rows<{ relname: string; has_business: boolean | null }>(
    client,
    `select t.relname, (select bool_or(a.attname = 'business_id') from pg_index p
       join pg_attribute a on a.attrelid = t.oid and a.attnum = any(p.indkey::int2[])
       where p.indrelid = t.oid and p.indisprimary) as has_business
     from (${salonTables}) t`,
  );
  for (const { relname, has_business } of primaryKeys) {
    const pending = KEYS_WITHOUT_BUSINESS_YET.includes(relname);
    if (!has_business && !pending) defects.push(`${relname}: primary key without business_id`);
    if (has_business && pending)
      defects.push(`${relname}: keyed by business now: take it off KEYS_WITHOUT_BUSINESS_YET`);
  }

  // Between two salon tables a foreign key names the business too (Citus co-location).
  const foreignKeys = await rows<{ relname: string; conname: string }>(
    client,
    `select t.relname, f.conname from (${salonTables}) t
     join pg_constraint f on f.conrelid = t.oid and f.contype = 'f' and f.confrelid <> 'businesses'::regclass
       and f.confrelid::regclass::text not in (${global})
     where not exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'business_id'
       and a.attnum = any(f.conkey))`,
  );
  for (const { relname, conname } of foreignKeys) {
    if (!KEYS_WITHOUT_BUSINESS_YET.includes(relname))
      defects.push(`${relname}: ${conname} without business_id`);
  }
  return defects.sort();
}

describe('business keys (docs/decisions/0050-business-keys.md)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = database.db.$client;
  });
  afterAll(() => database.drop());

  it('holds for every table of the migrated database', async () => {
    expect(await businessKeyDefects(client)).toEqual([]);
  });

  it('lists the one salon, which rows written without a business belong to', async () => {
    const businesses = await rows<{ id: string }>(client, 'select id from businesses');
    expect(businesses).toEqual([{ id: THE_SALON_BUSINESS_ID }]);
    const service = await rows<{ business_id: string }>(
      client,
      `insert into services (title, description, category, duration_minutes, price_lkr)
       values ('Business keys trim', 'A trim', 'hair', 30, 1500) returning business_id`,
    );
    expect(service).toEqual([{ business_id: THE_SALON_BUSINESS_ID }]);
    // The service trigger offers it at the business's open branches, under the same business.
    const offered = await rows<{ business_id: string }>(
      client,
      `select bs.business_id from branch_services bs join services s on s.id = bs.service_id
       where s.title = 'Business keys trim'`,
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((row) => row.business_id === THE_SALON_BUSINESS_ID)).toBe(true);
  });

  it('refuses a row naming a business that does not exist, and changes nothing', async () => {
    await expect(
      client.query(
        `insert into gallery_images (business_id, image_url, caption)
         values ('00000000-0000-4000-8000-0000000000ff', '/uploads/nobody.webp', 'Nobody')`,
      ),
    ).rejects.toMatchObject({ code: '23503' });
    const images = await rows<{ count: number }>(
      client,
      "select count(*)::int as count from gallery_images where image_url = '/uploads/nobody.webp'",
    );
    expect(images).toEqual([{ count: 0 }]);
  });

  it('names a table, an exclusion constraint or a unique index added later without the business', async () => {
    await client.query(`create table later_rooms (
      id uuid primary key, room integer not null, code text not null, during tstzrange not null,
      constraint later_rooms_no_overlap exclude using gist (room with =, during with &&))`);
    await client.query('create unique index later_rooms_code_unique on later_rooms (code)');
    await client.query(`create table later_notes (
      id uuid primary key,
      business_id uuid not null default '${THE_SALON_BUSINESS_ID}' references businesses (id),
      user_id uuid not null references users (id))`);
    try {
      expect(await businessKeyDefects(client)).toEqual([
        'later_notes: later_notes_user_id_fkey without business_id',
        'later_notes: primary key without business_id',
        'later_rooms: later_rooms_no_overlap does not compare business_id with =',
        'later_rooms: no business_id uuid NOT NULL referencing businesses',
        'later_rooms: primary key without business_id',
        'later_rooms: unique later_rooms_code_unique without business_id',
      ]);
    } finally {
      await client.query('drop table later_rooms, later_notes');
    }
  });
});

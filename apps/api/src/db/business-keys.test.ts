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

  // The primary key, and every unique index (constraint or not), is unique per salon: with the
  // business in it. A table without a primary key (salon_closures: its branch may be null) is
  // kept unique by such an index.
  const uniques = await rows<{ relname: string; index: string; primary: boolean }>(
    client,
    `select t.relname, i.indexrelid::regclass::text as index, i.indisprimary as primary
     from (${salonTables}) t join pg_index i on i.indrelid = t.oid and i.indisunique
     where not exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'business_id'
       and a.attnum = any(i.indkey::int2[]))`,
  );
  for (const { relname, index, primary } of uniques) {
    defects.push(
      primary
        ? `${relname}: primary key without business_id`
        : `${relname}: unique ${index} without business_id`,
    );
  }

  // Between two salon tables a foreign key matches business to business (Citus co-location):
  // a row can only point at a row of its own salon.
  const foreignKeys = await rows<{ relname: string; conname: string }>(
    client,
    `select t.relname, f.conname from (${salonTables}) t
     join pg_constraint f on f.conrelid = t.oid and f.contype = 'f' and f.confrelid <> 'businesses'::regclass
       and f.confrelid::regclass::text not in (${global})
     where not exists (
       select 1 from unnest(f.conkey, f.confkey) as k(attnum, refattnum)
       join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.attnum
       join pg_attribute r on r.attrelid = f.confrelid and r.attnum = k.refattnum
       where a.attname = 'business_id' and r.attname = 'business_id')`,
  );
  for (const { relname, conname } of foreignKeys) defects.push(`${relname}: ${conname} without business_id`);

  // A key that empties its column when the row it names goes empties only that column: nulling
  // the business too would fail (NOT NULL) and so refuse the delete (drizzle writes the whole
  // key: the migration names the column, decision 0050).
  const setNulls = await rows<{ relname: string; conname: string }>(
    client,
    `select t.relname, f.conname from (${salonTables}) t
     join pg_constraint f on f.conrelid = t.oid and f.contype = 'f' and f.confdeltype = 'n'
     join pg_attribute a on a.attrelid = t.oid and a.attname = 'business_id'
     where a.attnum = any(f.conkey) and (f.confdelsetcols is null or a.attnum = any(f.confdelsetcols))`,
  );
  for (const { relname, conname } of setNulls)
    defects.push(`${relname}: ${conname} sets business_id to null`);
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

  it('names a table, a key, an exclusion constraint or a foreign key added later without the business', async () => {
    await client.query(`create table later_rooms (
      id uuid primary key, room integer not null, code text not null, during tstzrange not null,
      constraint later_rooms_no_overlap exclude using gist (room with =, during with &&))`);
    await client.query('create unique index later_rooms_code_unique on later_rooms (code)');
    await client.query(`create table later_notes (
      id uuid primary key,
      business_id uuid not null default '${THE_SALON_BUSINESS_ID}' references businesses (id),
      author_business_id uuid not null, user_id uuid not null,
      editor_id uuid,
      constraint later_notes_author_fk foreign key (author_business_id, user_id) references users (business_id, id),
      constraint later_notes_editor_fk foreign key (business_id, editor_id) references users (business_id, id)
        on delete set null)`);
    try {
      expect(await businessKeyDefects(client)).toEqual([
        'later_notes: later_notes_author_fk without business_id',
        'later_notes: later_notes_editor_fk sets business_id to null',
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

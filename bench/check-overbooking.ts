// After the booking rush: did any moment hold more live reservations than the salon has
// chairs, or one chair twice? Both must be 0. Prints one JSON line for bench/run.mjs.
//   DATA_DIR=<the server's> node --import tsx bench/check-overbooking.ts
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';

const database = await openDatabase(loadConfig(), { reuseRunning: true });
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await database.db.execute(query)).rows[0] as { n: string }).n);
const live = sql.raw(`status in ('held', 'booked')`);

try {
  // The most reservations at once is reached at some reservation's start: checking those suffices.
  const overCapacity = await count(sql`
    select count(*) as n from (
      select a.id, count(*) as at_once
      from slot_reservations a
      join slot_reservations b on b.date = a.date and b.${live}
        and b.starts_at <= a.starts_at and b.blocked_until > a.starts_at
      where a.${live}
      group by a.id
    ) moments
    where at_once > (select capacity from salon_settings where id = 1)`);
  const chairTwice = await count(sql`
    select count(*) as n
    from slot_reservations a
    join slot_reservations b on b.date = a.date and b.chair = a.chair and b.id > a.id and b.${live}
      and tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)
    where a.${live}`);
  const noSuchChair = await count(sql`
    select count(*) as n from slot_reservations
    where ${live} and (chair < 1 or chair > (select capacity from salon_settings where id = 1))`);
  const bookedByBench = await count(sql`
    select count(*) as n from appointments where reference not like 'SAL-B%'`);
  console.log(JSON.stringify({ overCapacity, chairTwice, noSuchChair, bookedByBench }));
} finally {
  await database.close();
}

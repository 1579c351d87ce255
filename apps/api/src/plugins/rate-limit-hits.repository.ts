import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

interface HitRow extends Record<string, unknown> {
  count: number;
  ttl_ms: number | string;
}

/** A key's count in its window and the milliseconds left of that window. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

export type RateLimitHitsRepository = ReturnType<typeof createRateLimitHitsRepository>;

/**
 * The counters of every server process in one table (docs/decisions/0009-rate-limits-in-postgresql.md).
 * The upsert is one statement: two processes counting the same key at once both see it.
 * `now()` is each transaction's start, so a hit that waited on another's row lock would see
 * more than the window left; the ttl is capped at the window.
 */
export function createRateLimitHitsRepository(db: Database) {
  return {
    async increment(key: string, timeWindowMs: number): Promise<RateLimitCount> {
      const result = await db.execute<HitRow>(sql`
        insert into rate_limit_hits as hits (key, count, expires_at)
        values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when hits.expires_at <= now() then 1 else hits.count + 1 end,
          expires_at = case when hits.expires_at <= now() then excluded.expires_at else hits.expires_at end
        returning count,
          least(${timeWindowMs}, greatest(0, extract(epoch from (expires_at - now())) * 1000)) as ttl_ms`);
      return toCount(result.rows[0]!);
    },

    async read(key: string): Promise<RateLimitCount> {
      const result = await db.execute<HitRow>(sql`
        select count, extract(epoch from (expires_at - now())) * 1000 as ttl_ms
        from rate_limit_hits where key = ${key} and expires_at > now()`);
      const row = result.rows[0];
      return row ? toCount(row) : { current: 0, ttl: 0 };
    },

    async deleteLapsed() {
      await db.execute(sql`delete from rate_limit_hits where expires_at <= now()`);
    },
  };
}

const toCount = (row: HitRow) => ({ current: Number(row.count), ttl: Math.ceil(Number(row.ttl_ms)) });

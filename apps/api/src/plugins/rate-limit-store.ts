import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface HitRow extends Record<string, unknown> {
  count: number;
  ttl_ms: number | string;
}

/** Lapsed counters are deleted now and then by whichever process happens to count. */
const SWEEP_EVERY_HITS = 200;

/**
 * The rate-limit counters of every server process in one table, so running several
 * processes does not multiply the allowed attempts (docs/decisions/0009-rate-limits-in-postgresql.md).
 * The upsert is one statement: two processes counting the same key at once both see it.
 * `now()` is each transaction's start, so a hit that waited on another's row lock would see
 * more than the window left; the ttl is capped at the window.
 */
export function createPostgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  async function increment(key: string, timeWindowMs: number) {
    const result = await db.execute<HitRow>(sql`
      insert into rate_limit_hits as hits (key, count, expires_at)
      values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when hits.expires_at <= now() then 1 else hits.count + 1 end,
        expires_at = case when hits.expires_at <= now() then excluded.expires_at else hits.expires_at end
      returning count,
        least(${timeWindowMs}, greatest(0, extract(epoch from (expires_at - now())) * 1000)) as ttl_ms`);
    if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0;
      await db.execute(sql`delete from rate_limit_hits where expires_at <= now()`);
    }
    return toResult(result.rows[0]!);
  }

  async function read(key: string) {
    const result = await db.execute<HitRow>(sql`
      select count, extract(epoch from (expires_at - now())) * 1000 as ttl_ms
      from rate_limit_hits where key = ${key} and expires_at > now()`);
    const row = result.rows[0];
    return row ? toResult(row) : { current: 0, ttl: 0 };
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin passes its options first; `child` passes the route's namespace. */
    constructor(_options?: unknown, namespace = '') {
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      increment(this.namespace + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      read(this.namespace + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Each route counts on its own, as the plugin's in-memory store does. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const namespace = route?.url ? `${String(route.method)} ${String(route.url)}|` : '';
      return new PostgresRateLimitStore(undefined, namespace);
    }
  }
  return PostgresRateLimitStore;
}

const toResult = (row: HitRow) => ({ current: Number(row.count), ttl: Math.ceil(Number(row.ttl_ms)) });

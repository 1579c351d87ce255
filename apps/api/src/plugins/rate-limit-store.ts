import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitHitsRepository } from './rate-limit-hits.repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Lapsed counters are deleted now and then by whichever process happens to count. */
const SWEEP_EVERY_HITS = 200;

/**
 * The rate-limit counters of every server process in one table, so running several
 * processes does not multiply the allowed attempts (docs/decisions/0009-rate-limits-in-postgresql.md).
 */
export function createPostgresRateLimitStore(hits: RateLimitHitsRepository): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  async function increment(key: string, timeWindowMs: number) {
    const result = await hits.increment(key, timeWindowMs);
    if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0;
      await hits.deleteLapsed();
    }
    return result;
  }

  const read = (key: string) => hits.read(key);

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

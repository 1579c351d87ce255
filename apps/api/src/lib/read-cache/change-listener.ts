import pg from 'pg';
import type { CacheTopic, ReadCache } from './read-cache.ts';
import { cacheTopics, isCacheTopic } from './read-cache.ts';

/** The PostgreSQL channel on which a process announces which topic it changed. */
export const CHANGES_CHANNEL = 'salon_read_cache';
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'salon-read-cache';

export interface ChangeListenerOptions {
  connectionString: string;
  /** The connection class: the pool's, so it too finds the primary among several servers. */
  Client?: typeof pg.Client;
  cache: ReadCache;
  logError: (error: unknown, message: string) => void;
  /** How long to wait before connecting again after the connection is lost. */
  retryMs?: number;
}

/**
 * Keeps one dedicated connection LISTENing for other processes' changes. The cache keeps
 * entries only while it listens: a lost connection could miss a change, so until it is back
 * every read goes to the database, and on reconnecting everything cached before is dropped.
 */
export function startChangeListener({
  connectionString,
  Client = pg.Client,
  cache,
  logError,
  retryMs = 1000,
}: ChangeListenerOptions) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // Logged once per outage, not once per failed attempt to reconnect.
  let listening = false;

  const dropAll = () => {
    for (const topic of cacheTopics) cache.drop(topic);
  };

  const lost = (error: unknown) => {
    cache.setEnabled(false);
    const dead = client;
    client = undefined;
    dead?.removeAllListeners('notification');
    // The broken connection may still hold a socket; ending it is all that is left to do.
    dead?.end().catch(() => {});
    if (closed) return;
    if (listening)
      logError(error, 'read cache listener lost its connection; reading through until it is back');
    listening = false;
    retry = setTimeout(connect, retryMs);
    retry.unref();
  };

  async function connect() {
    retry = undefined;
    const next = new Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    client = next;
    next.on('error', (error) => client === next && lost(error));
    next.on('end', () => client === next && !closed && lost(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload && isCacheTopic(message.payload))
        cache.drop(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (client !== next || closed) return;
      dropAll();
      cache.setEnabled(true);
      listening = true;
    } catch (error) {
      if (client === next) lost(error);
    }
  }

  const ready = connect();

  return {
    /** Settles once the first attempt to listen has succeeded or failed. */
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.setEnabled(false);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** Tells every process on the database (this one included) that the topic changed. */
export async function announceChange(pool: pg.Pool, topic: CacheTopic) {
  await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, topic]);
}

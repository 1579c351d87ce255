import pg from 'pg';
import { sqlState } from './errors.ts';

/**
 * A DATABASE_URL naming several servers (`postgres://u:p@h1:5432,h2:5433/salon?target_session_attrs=read-write`,
 * what `pg_autoctl show uri` prints) for a primary and its standbys: node-postgres takes one
 * host, so the app finds the one that takes writes itself and finds it again after a failover
 * (docs/decisions/0044-standby-failover.md). A single-host URL never comes here.
 */

export interface Server {
  host: string;
  port: number;
}

export interface MultiHostUrl {
  servers: Server[];
  /** The same URL naming one server only, for node-postgres. */
  urlFor(server: Server): string;
}

/** The servers of a URL naming more than one; undefined for a single-host URL (used as it is). */
export function parseMultiHostUrl(url: string): MultiHostUrl | undefined {
  const parts = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/.exec(url);
  if (!parts || !parts[3]!.includes(',')) return undefined;
  const [, scheme, credentials, hostList, rest] = parts.map((part) => part ?? '') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const servers = hostList.split(',').map((entry): Server => {
    const found = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
    if (!found) throw new Error(`DATABASE_URL: "${entry}" is not a host or host:port`);
    return { host: found[1]!.replace(/^\[|\]$/g, ''), port: Number(found[2] ?? 5432) };
  });
  // libpq's own choice of server; node-postgres would take it for a server setting.
  const single = rest.replace(/([?&])target_session_attrs=[^&]*&?/, '$1').replace(/[?&]$/, '');
  return {
    servers,
    urlFor: ({ host, port }) =>
      `${scheme}${credentials}${host.includes(':') ? `[${host}]` : host}:${port}${single}`,
  };
}

/** A URL node-postgres can use, or one naming several servers that each would be. */
export function isDatabaseUrl(url: string): boolean {
  try {
    const several = parseMultiHostUrl(url);
    return (several ? several.servers.map(several.urlFor) : [url]).every((single) => URL.canParse(single));
  } catch {
    return false;
  }
}

/** No server of the URL takes writes right now: between a primary's loss and its standby's promotion. */
export class NoPrimaryError extends Error {
  constructor(servers: Server[]) {
    super(`no database server takes writes (${servers.map((s) => `${s.host}:${s.port}`).join(', ')})`);
    this.name = 'NoPrimaryError';
  }
}

/**
 * The pool of a URL naming several servers. A connection to the primary as last known that
 * fails as a lost server does (it went while the pool had no connection open to notice) is
 * tried once more: the finder then asks the servers again and finds the new primary. With
 * `patienceMs`, a connection keeps being tried (every half second) while no server takes
 * writes, for that long: for the job queue, whose crontab stops its worker on a failed query.
 */
export function createPrimaryPool(url: MultiHostUrl, options: pg.PoolConfig, patienceMs = 0): pg.Pool {
  const pool = new pg.Pool({
    // A machine gone without a word (no refusal) must not hold a request for minutes.
    connectionTimeoutMillis: 5_000,
    ...options,
    connectionString: url.urlFor(url.servers[0]!),
    Client: primaryClientFor(url),
  });
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const connectUntil = (callback: ConnectCallback, attempt: number, startedAt: number) =>
    connect((error, client, release) => {
      const again =
        error && isDatabaseUnavailable(error) && !pool.ending
          ? attempt === 0 && !(error instanceof NoPrimaryError)
            ? 0
            : Date.now() - startedAt < patienceMs
              ? 500
              : undefined
          : undefined;
      if (again === undefined) callback(error, client, release);
      else setTimeout(() => connectUntil(callback, attempt + 1, startedAt), again);
    });
  // pool.query and everything else go through connect, with a callback or for a promise.
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return connectUntil(callback, 0, Date.now());
    return new Promise((resolve, reject) =>
      connectUntil((error, client) => (error ? reject(error) : resolve(client!)), 0, Date.now()),
    );
  }) as pg.Pool['connect'];
  return pool;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  release: (release?: unknown) => void,
) => void;

// The server is gone or going, or is a standby: class 08 (connection), 57P01-57P03 (shutdown,
// crash, starting up), 25006 (a read-only transaction: a standby).
const LOST_STATES = /^(08...|57P0[123]|25006)$/;
const LOST_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const LOST_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

/**
 * True when `error` (or what it wraps) says the database could not be reached or is not the
 * primary: worth an answer of "try again in a moment" (503), not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if (current instanceof NoPrimaryError) return true;
    const state = sqlState(current);
    if (state && LOST_STATES.test(state)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && LOST_CODES.has(code)) return true;
    if (current instanceof Error && LOST_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/**
 * libpq's test for `target_session_attrs=read-write`: a standby's sessions are read-only, and so
 * are a server's that was told to refuse writes (default_transaction_read_only) while it steps
 * down or is promoted.
 */
const TAKES_WRITES = "select current_setting('transaction_read_only') = 'off' as writable";

/** Which of the servers takes writes, remembered until a connection to it is lost. */
function createPrimaryFinder({ servers, urlFor }: MultiHostUrl) {
  let known: Server | undefined;
  let finding: Promise<Server> | undefined;

  async function isPrimary(server: Server): Promise<boolean> {
    const client = new pg.Client({ connectionString: urlFor(server), connectionTimeoutMillis: 3_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ writable: boolean }>(TAKES_WRITES);
      return rows[0]?.writable === true;
    } catch {
      return false;
    } finally {
      client.end().catch(() => {});
    }
  }

  return {
    /** The primary: the one remembered, or the first server that says it takes writes. */
    primary(): Promise<Server> {
      if (known) return Promise.resolve(known);
      finding ??= Promise.all(servers.map(isPrimary))
        .then((answers) => {
          const index = answers.indexOf(true);
          if (index < 0) throw new NoPrimaryError(servers);
          known = servers[index]!;
          return known;
        })
        .finally(() => {
          finding = undefined;
        });
      return finding;
    },
    /** A connection to `server` failed as a lost or read-only server does: look again next time. */
    lost(server: Server) {
      if (known === server) known = undefined;
    },
  };
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * The pool's connection class for a multi-host URL: each new connection goes to the primary as
 * last found, checks it is still not in recovery, and a connection that fails as a lost server
 * does makes the next one look again. The pool drops broken connections as it always does.
 */
export function primaryClientFor(url: MultiHostUrl): typeof pg.Client {
  const finder = createPrimaryFinder(url);

  class PrimaryClient extends pg.Client {
    private server: Server | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', () => this.server && finder.lost(this.server));
      // One wrapper for node-postgres's many forms of query: a failure may say the server is lost.
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const last = args.at(-1);
        if (typeof last === 'function')
          args[args.length - 1] = (error: Error | null, result: unknown) => {
            if (error) this.notice(error);
            (last as Callback)(error, result);
          };
        const result = query(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          this.notice(error);
          throw error;
        });
      }) as pg.Client['query'];
    }

    private notice(error: unknown) {
      if (!this.server || !isDatabaseUnavailable(error)) return;
      finder.lost(this.server);
      // A standby (25006) answers but must not be used again: ending it makes the pool drop it.
      if (sqlState(error) === '25006') this.end().catch(() => {});
    }

    private async connectToPrimary(): Promise<pg.Client> {
      const server = await finder.primary();
      this.server = server;
      this.host = server.host;
      this.port = server.port;
      try {
        await super.connect();
        const { rows } = await this.query<{ writable: boolean }>(TAKES_WRITES);
        if (rows[0]?.writable !== true) throw new NoPrimaryError([server]);
        return this;
      } catch (error) {
        finder.lost(server);
        if (error instanceof NoPrimaryError) await this.end().catch(() => {});
        throw error;
      }
    }

    // node-postgres's pool connects with a callback, everything else with a promise.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
    override connect(
      callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void),
    ): Promise<pg.Client> | void {
      const connecting = this.connectToPrimary();
      if (!callback) return connecting;
      const done = callback as Callback;
      connecting.then((client) => done(null, client), done);
    }
  }
  return PrimaryClient;
}

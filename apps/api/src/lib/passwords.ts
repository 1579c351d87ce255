import { hash, verify } from '@node-rs/argon2';
import { authMessages } from '@salon/contracts';
import { TooManyRequestsError } from './errors.ts';

/** argon2 operations running at once in this process; each takes a core for tens of ms. */
export const HASHING_CONCURRENCY = 2;
/** Waiting beyond this many answers 429 at once rather than stall every other request. */
export const HASHING_QUEUE_LIMIT = 64;
/**
 * Operations one client may have running or waiting at once: a flood from one client is
 * refused beyond these, so it cannot fill the queue and deny everyone else their sign-in.
 */
export const HASHING_SLOTS_PER_CLIENT = 4;
const BUSY_RETRY_AFTER_SECONDS = 2;

const busy = () => new TooManyRequestsError(authMessages.tooManyAttempts, BUSY_RETRY_AFTER_SECONDS);

/**
 * A semaphore around argon2: a burst of logins (even for unknown addresses, which still pay
 * for the dummy check) can take at most HASHING_CONCURRENCY cores, so the rest of the API
 * keeps answering; a burst beyond the queue is refused quickly instead of piling up. Each
 * client (its address) holds at most `slotsPerClient` of the places, so the capacity is
 * shared between clients (docs/architecture.md#rate-limits).
 */
function createHashingLimiter(concurrency: number, queueLimit: number, slotsPerClient: number) {
  let running = 0;
  let peakRunning = 0;
  const waiting: Array<() => void> = [];
  const heldByClient = new Map<string, number>();

  /** `client`: the caller's address; work the server does for itself (seeding) has none. */
  async function run<T>(work: () => Promise<T>, client?: string): Promise<T> {
    const held = client === undefined ? 0 : (heldByClient.get(client) ?? 0);
    if (held >= slotsPerClient) throw busy();
    if (running >= concurrency && waiting.length >= queueLimit) throw busy();
    if (client !== undefined) heldByClient.set(client, held + 1);
    try {
      return await runInTurn(work);
    } finally {
      if (client !== undefined) {
        const left = (heldByClient.get(client) ?? 1) - 1;
        if (left > 0) heldByClient.set(client, left);
        else heldByClient.delete(client);
      }
    }
  }

  async function runInTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) {
      running++;
    } else {
      // The finishing operation hands its slot straight to us, so `running` stays as it is.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    peakRunning = Math.max(peakRunning, running);
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    run,
    /** For tests: what the limiter sees now, and the most it ever let run at once. */
    load: () => ({ running, queued: waiting.length, peakRunning, clients: heldByClient.size }),
  };
}

const hashing = createHashingLimiter(HASHING_CONCURRENCY, HASHING_QUEUE_LIMIT, HASHING_SLOTS_PER_CLIENT);
export const passwordHashingLoad = hashing.load;

// @node-rs/argon2 defaults to Argon2id (m=19 MiB, t=2, p=1), OWASP's recommended setting.
// `client`, the asking client's address, counts the work against that client's slots.
export const hashPassword = (password: string, client?: string) => hashing.run(() => hash(password), client);

/** Throws TooManyRequestsError when too many checks are already waiting, or `client` holds its slots. */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  client?: string,
): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }, client);
}

// Made with hashPassword('dummy-password-for-timing'): the same parameters as a real hash,
// so checking against it costs what a real check costs.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$BmWPaWHXP+1Y5NbnVFh7rA$/PRt1N4l3zUKLKhrRto7coLX4RMUDCDjzrytQfnHC1o';

/** Spends the time a real check would, so a missing account cannot be told by timing. */
export async function verifyAgainstDummy(password: string, client?: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password, client);
  return false;
}

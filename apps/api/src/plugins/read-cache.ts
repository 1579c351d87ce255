import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { clientClassOf } from '../db/client.ts';
import { announceChange, startChangeListener } from '../lib/read-cache/change-listener.ts';
import type { CacheTopic, ReadCache } from '../lib/read-cache/read-cache.ts';
import { createReadCache } from '../lib/read-cache/read-cache.ts';
import { compressedForms, formFor } from '../lib/compressed-forms.ts';
import type { AnswerReplay, CachedAnswer } from './answer-replay.ts';
import { cachedAnswerHeaders, matchesEtag } from './answer-replay.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The cached topics this route changes; dropped everywhere once it has answered
     * (docs/architecture.md#read-cache). Every write route declares it, `[]` when it changes
     * nothing cached: read-cache-declarations.test.ts fails on one that does not.
     */
    invalidates?: CacheTopic[];
  }
  interface FastifyInstance {
    /** Each route registered after the read cache, with what it declared it invalidates. */
    cacheDeclarations(): readonly RouteCacheDeclaration[];
  }
}

export interface RouteCacheDeclaration {
  methods: string[];
  url: string;
  /** Undefined when the route declared nothing. */
  invalidates: readonly CacheTopic[] | undefined;
}

/** Methods that change something: each of their routes says which cached answers it changes. */
export const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Topics whose tables announce their own changes (triggers, see the migrations
 * 0008_slot_change_notices.sql and 0009_session_change_notices.sql): a route only drops them here, at once, so its client's next
 * read in this process cannot beat the notice.
 */
const announcedByDatabase = new Set<CacheTopic>(['slots', 'sessions']);

export interface CachedGet<T> {
  topic: CacheTopic;
  name: string;
  /** What else the answer depends on, e.g. the salon's date for the offers running today. */
  key?: string;
  /** When `key` stops holding (the salon's next midnight): a replayed answer ends then. */
  keyHoldsUntil?: Date;
  /** The route's 200 schema: the bytes are what the route's serializer would have sent. */
  schema: z.ZodType<unknown, T>;
  load: () => Promise<T>;
}

export type ReadCacheHttp = ReturnType<typeof createReadCacheHttp>;

function createReadCacheHttp(
  cache: ReadCache,
  replay: AnswerReplay,
  invalidate: (topics: CacheTopic[]) => Promise<void>,
) {
  return {
    cache,
    invalidate,
    /** Sends the cached answer, or 304 when the browser already has these bytes. */
    async reply<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      { topic, name, key = '', keyHoldsUntil, schema, load }: CachedGet<T>,
    ) {
      const keep = replay.keeperFor(request.url, topic);
      const answer = await cache.get(topic, name, key, async () => toAnswer(schema, await load()));
      // Replayed only while the cache is kept, i.e. while other processes' changes reach it.
      if (request.method === 'GET' && cache.isEnabled()) keep(answer, keyHoldsUntil?.getTime());
      const { encoding, body } = formFor(answer.forms, request.headers['accept-encoding']);
      reply.headers(cachedAnswerHeaders(answer, encoding));
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.send(body);
    },
  };
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function toAnswer<T>(schema: z.ZodType<unknown, T>, data: T): CachedAnswer {
  const body = JSON.stringify(z.encode(schema, data));
  return { forms: compressedForms(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * The in-memory read cache of this process and its LISTEN connection. Must be registered
 * before the routes: a route's `config.invalidates` is honoured by the onSend hook added here,
 * after its handler has committed and before the client hears back, so its next read is fresh.
 */
export async function registerReadCache(
  app: FastifyInstance,
  db: Database,
  replay: AnswerReplay,
): Promise<ReadCacheHttp> {
  const cache = createReadCache();
  cache.onDrop((topic) => replay.drop(topic));
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const listener = startChangeListener({
    connectionString: db.$client.options.connectionString!,
    Client: clientClassOf(db),
    cache,
    logError,
  });
  await listener.ready;
  app.addHook('onClose', async () => listener.close());

  async function invalidate(topics: CacheTopic[]) {
    for (const topic of topics) {
      cache.drop(topic);
      if (announcedByDatabase.has(topic)) continue;
      try {
        await announceChange(db.$client, topic);
      } catch (error) {
        logError(error, `could not announce a change of ${topic} to the other processes`);
      }
    }
  }

  const declarations: RouteCacheDeclaration[] = [];
  app.decorate('cacheDeclarations', () => declarations);
  // The one place a route's declaration turns into invalidation. Only the routes that change a
  // topic carry these hooks: the reads pay nothing for them.
  app.addHook('onRoute', (route) => {
    const topics = route.config?.invalidates;
    declarations.push({ methods: toArray(route.method).map(String), url: route.url, invalidates: topics });
    if (!topics?.length) return;
    // The handler itself may read back what it wrote (PUT /api/admin/settings does): nothing of
    // the topic cached before the write may answer it. Dropped again once it has answered, as a
    // concurrent reader may have cached the old state before the write committed.
    const dropBefore: preHandlerHookHandler = (_request, _reply, done) => {
      for (const topic of topics) cache.drop(topic);
      done();
    };
    const invalidateAfter: onSendHookHandler = async (_request, reply, payload) => {
      // A refused request (4xx) changed nothing; a failure (5xx) may have changed part of it.
      if (reply.statusCode < 400 || reply.statusCode >= 500) await invalidate(topics);
      return payload;
    };
    route.preHandler = [dropBefore, ...toArray(route.preHandler)];
    route.onSend = [...toArray(route.onSend), invalidateAfter];
  });
  return createReadCacheHttp(cache, replay, invalidate);
}

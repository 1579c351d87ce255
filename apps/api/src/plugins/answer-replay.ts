import type { FastifyServerOptions } from 'fastify';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { CompressedForms } from '../lib/compressed-forms.ts';
import { formFor } from '../lib/compressed-forms.ts';
import type { Clock } from '../lib/clock.ts';
import type { CacheTopic } from '../lib/read-cache/read-cache.ts';
import type { SecurityHeaders } from './security-headers.ts';

/** A cached answer as sent: its bytes in each encoding and their hash, made once per change. */
export interface CachedAnswer {
  forms: CompressedForms;
  etag: string;
}

/** Enough for every public read and its few query variants; anything past it goes through the app. */
const MAX_REPLAYED_URLS = 64;

// A compressing proxy may weaken the tag (W/"…"); the bytes it stands for are the same.
export function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The headers of a cached answer besides the security headers and the request id: the same
 * whether the app or the replay sends it. no-cache: browsers keep the answer but ask each time,
 * and get 304 while it is unchanged.
 */
export function cachedAnswerHeaders(answer: CachedAnswer, encoding: string | undefined) {
  return {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    etag: answer.etag,
    ...(answer.forms.br && { vary: 'accept-encoding' }),
    ...(encoding && { 'content-encoding': encoding }),
  };
}

interface Replayable {
  topic: CacheTopic;
  answer: CachedAnswer;
  /** When the answer's key stops holding (ms since epoch); Infinity: only a change ends it. */
  until: number;
}

export type AnswerReplay = ReturnType<typeof createAnswerReplay>;

/**
 * Public reads answered from the read cache, replayed by URL in front of the framework
 * (docs/architecture.md#read-cache): a GET for a URL the app answered from the cache gets the same
 * bytes and headers without routing, hooks or serialization. An entry goes with its topic
 * (every change, in any process) or when its key stops holding (the salon's midnight).
 */
export function createAnswerReplay(clock: Clock, securityHeaders: SecurityHeaders) {
  const entries = new Map<string, Replayable>();
  // Bumped by every drop of a topic: an answer read before a change must not be kept after it.
  const generations = new Map<CacheTopic, number>();

  return {
    /**
     * Taken before reading the answer; keeps it for `url` unless its topic changed meanwhile
     * (the answer may then be the old one).
     */
    keeperFor(url: string, topic: CacheTopic) {
      const generation = generations.get(topic) ?? 0;
      return (answer: CachedAnswer, until = Infinity) => {
        if ((generations.get(topic) ?? 0) !== generation) return;
        if (!entries.has(url) && entries.size >= MAX_REPLAYED_URLS) return;
        entries.set(url, { topic, answer, until });
      };
    },

    drop(topic: CacheTopic) {
      generations.set(topic, (generations.get(topic) ?? 0) + 1);
      for (const [url, entry] of entries) if (entry.topic === topic) entries.delete(url);
    },

    /** Sends the kept answer for this request; false when the app must answer it. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.method !== 'GET') return false;
      const entry = entries.get(request.url!);
      if (!entry) return false;
      if (entry.until <= clock.now().getTime()) {
        entries.delete(request.url!);
        return false;
      }
      const { answer } = entry;
      const { encoding, body } = formFor(answer.forms, request.headers['accept-encoding']);
      const headers = {
        ...securityHeaders,
        'x-request-id': randomUUID(),
        ...cachedAnswerHeaders(answer, encoding),
      };
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        response.writeHead(304, headers).end();
      } else {
        response.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
      }
      return true;
    },
  };
}

/**
 * Fastify's own HTTP server, with the replay in front of its handler. The timeouts are the
 * ones Fastify sets on the server it makes itself.
 */
export function serveWithReplay(
  replay: AnswerReplay,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: FastifyServerOptions,
) {
  const server = http.createServer((request, response) => {
    if (!replay.serve(request, response)) handler(request, response);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}

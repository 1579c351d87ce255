import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { LIBRARY_WORDING } from '@salon/contracts';
import type { CataloguedRoute } from '../route-catalogue.ts';
import { guardsOf, listRoutes, routeKey } from '../route-catalogue.ts';
import { specFor } from './endpoint-specs.ts';
import type { FuzzWorld, Identity } from './fuzz-world.ts';
import type { FuzzRequest } from './request-arbitrary.ts';
import { requestArbitrary } from './request-arbitrary.ts';

export type FailureClass = '5xx' | 'unclear-4xx' | 'guard-late' | 'off-envelope';

export interface FuzzFailure {
  kind: FailureClass;
  request: FuzzRequest;
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  serverErrors: number;
  unclear4xx: number;
  /** Guarded routes that answered a caller they refuse with something other than 401/403. */
  guardLate: number;
  /** 4xx answers with a message but outside the error envelope (no `status: "error"`). */
  offEnvelope: number;
  /** The first failure of each distinct (kind, route, status, error code), in order found. */
  examples: FuzzFailure[];
  statusCounts: Record<string, number>;
  elapsedMs: number;
}

export class MissingGeneratorError extends Error {}

/**
 * The routes the app really has, each with its request generator. A route without one
 * stops the run: a new endpoint must be fuzzed from the day it exists.
 */
export function fuzzableRoutes(app: FastifyInstance): CataloguedRoute[] {
  const routes = listRoutes(app);
  const missing = routes.filter((route) => !specFor(route));
  if (missing.length) {
    throw new MissingGeneratorError(
      `No fuzz generator for: ${missing.map(routeKey).join(', ')} (add them to tools/evidence/fuzz/endpoint-specs.ts)`,
    );
  }
  return routes;
}

/** 4xx answers must tell the client what went wrong, in the error envelope's `message`. */
export function classify(status: number, method: string, body: string): FailureClass | undefined {
  if (status >= 500) return '5xx';
  // A HEAD answer never has a body, so only its status can be judged.
  if (status < 400 || method === 'HEAD') return undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown } | null;
    const message = typeof parsed?.message === 'string' ? parsed.message.trim() : '';
    return message !== '' && !LIBRARY_WORDING.test(message) ? undefined : 'unclear-4xx';
  } catch {
    return 'unclear-4xx';
  }
}

/** A 4xx that has its message but not the envelope's `status: "error"` (framework answers). */
export function isOffEnvelope(status: number, method: string, body: string): boolean {
  if (status < 400 || status >= 500 || method === 'HEAD') return false;
  try {
    return (JSON.parse(body) as { status?: unknown }).status !== 'error';
  } catch {
    return false;
  }
}

// Answered before any hook runs (no route, URI or body too long), so no guard could speak first.
const BEFORE_ROUTING = new Set([404, 413, 414]);

/** A path Fastify cannot decode (`%zz`, `%ED%A0%80`) is refused before it matches any route. */
function isUndecodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]!);
    return false;
  } catch {
    return true;
  }
}

/**
 * A caller a route's guard refuses must hear 401/403 whatever else is wrong with the
 * request; anything else means validation (or the handler) ran before the guard.
 */
export function isGuardLate(
  route: CataloguedRoute,
  identity: Identity,
  status: number,
  url: string,
): boolean {
  if (BEFORE_ROUTING.has(status) || isUndecodablePath(url)) return false;
  const guards = guardsOf(route);
  const signedOut = identity === 'anonymous' || identity === 'bogusToken';
  if (guards.some((guard) => guard !== 'optionalUser') && signedOut) return status !== 401;
  if (guards.includes('requireAdmin') && identity !== 'admin') return status !== 403;
  if (guards.includes('requireVerifiedUser') && identity === 'unverified') return status !== 403;
  return false;
}

const codeOf = (body: string) => {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code);
  } catch {
    return '';
  }
};

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Requests in flight at once: the database, not the CPU, is what they wait on. */
  concurrency?: number;
  onFailure?: (failure: FuzzFailure) => void;
}

/** Sends `runs` generated requests through app.inject and sorts every answer. */
export async function runFuzz(
  app: FastifyInstance,
  world: FuzzWorld,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const started = Date.now();
  const routes = fuzzableRoutes(app);
  const arbitrary = fc.oneof(...routes.map((route) => requestArbitrary(route, specFor(route)!, world)));
  const report: FuzzReport = {
    requests: 0,
    serverErrors: 0,
    unclear4xx: 0,
    guardLate: 0,
    offEnvelope: 0,
    examples: [],
    statusCounts: {},
    elapsedMs: 0,
  };
  const seen = new Set<string>();
  const batchSize = 250;
  const concurrency = options.concurrency ?? 4;
  for (let batch = 0; batch * batchSize < options.runs; batch++) {
    const numRuns = Math.min(batchSize, options.runs - batch * batchSize);
    const requests = fc.sample(arbitrary, {
      numRuns,
      seed: (options.seed ^ Math.imul(batch, 0x9e3779b1)) | 0,
    });
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        report.requests++;
        report.statusCounts[response.statusCode] = (report.statusCounts[response.statusCode] ?? 0) + 1;
        const kind =
          classify(response.statusCode, request.method, response.body) ??
          (isGuardLate(request.catalogued, request.identity, response.statusCode, request.url)
            ? 'guard-late'
            : undefined) ??
          (isOffEnvelope(response.statusCode, request.method, response.body) ? 'off-envelope' : undefined);
        if (!kind) continue;
        if (kind === '5xx') report.serverErrors++;
        else if (kind === 'unclear-4xx') report.unclear4xx++;
        else if (kind === 'guard-late') report.guardLate++;
        else report.offEnvelope++;
        // One example per route and status: the validation messages behind a late guard vary endlessly.
        const key = `${kind}|${request.route}|${response.statusCode}|${codeOf(response.body)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const failure = { kind, request, status: response.statusCode, body: response.body.slice(0, 300) };
        report.examples.push(failure);
        options.onFailure?.(failure);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  report.elapsedMs = Date.now() - started;
  return report;
}

export const formatFailure = (failure: FuzzFailure) =>
  [
    `${failure.kind} ${failure.status} ${failure.request.method} ${failure.request.url} as ${failure.request.identity}`,
    `  sent: ${failure.request.summary}`,
    `  got:  ${failure.body}`,
  ].join('\n');

export const summaryLine = (report: FuzzReport) =>
  `fuzz: requests ${report.requests}, 5xx ${report.serverErrors}, unclear-4xx ${report.unclear4xx}`;

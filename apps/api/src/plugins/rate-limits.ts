import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@salon/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client.ts';
import { TooManyRequestsError } from '../lib/errors.ts';
import { createRateLimitHitsRepository } from './rate-limit-hits.repository.ts';
import { createPostgresRateLimitStore } from './rate-limit-store.ts';

const tooManyAttempts = (ttlMs: number) =>
  new TooManyRequestsError(authMessages.tooManyAttempts, Math.max(1, Math.ceil(ttlMs / 1000)));

/** Counters live in PostgreSQL, so every server process on the database shares them. */
export async function registerRateLimits(app: FastifyInstance, db: Database) {
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so the key can name the account being tried.
    hook: 'preHandler',
    store: createPostgresRateLimitStore(createRateLimitHitsRepository(db)),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}

const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/** One counter of a route: `name` keeps it apart from every other counter in the store. */
export interface LimitRule {
  name: string;
  max: number;
  minutes: number;
  keyOf: (request: FastifyRequest) => string;
}

/** Any address at all from one client: caps the work one client can cause (argon2 above all). */
export const perClient = (name: string, max: number, minutes: number): LimitRule => ({
  name: `${name}:ip`,
  max,
  minutes,
  keyOf: (request) => request.ip,
});

/**
 * One client guessing at one account is stopped early, while a salon full of customers
 * behind one shared address is not.
 */
export const perClientAndAccount = (
  name: string,
  max: number,
  minutes: number,
  field: string,
): LimitRule => ({
  name: `${name}:ip+account`,
  max,
  minutes,
  keyOf: (request) => `${request.ip}|${bodyField(request, field)}`,
});

/** The account whatever the client: rotating addresses buys no more tries. Keep it above the per-client cap. */
export const perAccount = (name: string, max: number, minutes: number, field: string): LimitRule => ({
  name: `${name}:account`,
  max,
  minutes,
  keyOf: (request) => bodyField(request, field),
});

const bearerToken = (request: FastifyRequest) =>
  /^\s*Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

/** The signed-in account (the guard has run), across its sessions; the bare token is a fallback. */
const signedInKey = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `token:${bearerToken(request)}`;

/** Calls a signed-in customer makes about their own account (changing the password). */
export const perSignedInAccount = (name: string, max: number, minutes: number): LimitRule => ({
  name: `${name}:session`,
  max,
  minutes,
  keyOf: signedInKey,
});

/**
 * A preHandler checking several counters in turn (the plugin's route config holds only one).
 * The first exceeded counter answers 429 with Retry-After.
 */
export function limitBy(app: FastifyInstance, ...rules: LimitRule[]): preHandlerAsyncHookHandler {
  const checks = rules.map((rule) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.minutes * 60_000,
      keyGenerator: (request) => `${rule.name}|${rule.keyOf(request)}`,
    }),
  );
  return async (request) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
    }
  };
}

/**
 * Keyed by the signed-in account, for calls only a customer makes (payment intents). The
 * guards run before the preHandler this limit uses, so `request.user` is known; the bare
 * token (never the raw header, which extra spaces would vary) is only a fallback.
 */
export function limitPerSession(max: number, minutes: number) {
  return {
    rateLimit: {
      max,
      timeWindow: minutes * 60_000,
      keyGenerator: signedInKey,
    },
  };
}

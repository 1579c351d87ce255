import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@salon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../lib/errors.ts';

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so the key can name the account being tried.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(authMessages.tooManyAttempts, Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/**
 * Keyed by address and account, so one visitor guessing at one account is stopped while
 * a salon full of customers behind one shared IP is not.
 */
export function limitPerAccount(max: number, minutes: number, field: string) {
  return {
    rateLimit: {
      max,
      timeWindow: minutes * 60_000,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyField(request, field)}`,
    },
  };
}

/** Keyed by the signed-in session, for calls only a customer makes (payment intents). */
export function limitPerSession(max: number, minutes: number) {
  return {
    rateLimit: {
      max,
      timeWindow: minutes * 60_000,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.headers.authorization ?? ''}`,
    },
  };
}

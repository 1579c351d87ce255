import { authMessages, globalErrorMessages } from '@salon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { errorCodes, ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { SessionService } from '../modules/auth/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; routes behind a guard may rely on it. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
};

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/**
 * Hooks that resolve the session once and enforce who may call a route. Routes run them at
 * `onRequest`, before the body is parsed or validated: they need only the Authorization
 * header, and a caller without the right must hear 401/403, never the route's 400s.
 */
export function createAuthGuards(app: FastifyInstance, sessionService: SessionService) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  async function resolveSession(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) return;
    const user = await sessionService.authenticate(token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  }

  async function requireUser(request: FastifyRequest) {
    await resolveSession(request);
    if (!request.user) throw new UnauthorizedError(authMessages.notSignedIn);
  }

  return {
    optionalUser: resolveSession,
    requireUser,
    /** Customers' own data (cart, bookings, profile) needs a verified e-mail (docs/product.md#2.1). */
    async requireVerifiedUser(request: FastifyRequest) {
      await requireUser(request);
      if (!request.user!.isVerified)
        throw new ForbiddenError(authMessages.verifyEmailFirst, errorCodes.emailNotVerified);
      // A stylist's sign-in books nothing and owns no customer's data (docs/decisions/0039-staff-accounts.md).
      if (request.user!.role === 'staff') throw new ForbiddenError(globalErrorMessages.forbidden);
    },
    async requireAdmin(request: FastifyRequest) {
      await requireUser(request);
      if (request.user!.role !== 'admin') throw new ForbiddenError(globalErrorMessages.forbidden);
    },
    /**
     * A stylist's own day (docs/decisions/0039-staff-accounts.md): role staff; the service then
     * finds the stylist the account belongs to and refuses one that is no stylist's.
     */
    async requireStaff(request: FastifyRequest) {
      await requireUser(request);
      if (request.user!.role !== 'staff') throw new ForbiddenError(globalErrorMessages.forbidden);
    },
  };
}

import { authMessages, globalErrorMessages, isBackOfficeRole, managerMessages } from '@salon/contracts';
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
 * Where a back-office route reads the branch it is about: the query of a read, the body of a
 * write, or the row its `:id` names (its branch, undefined when there is no such row: the route
 * answers that as it always does).
 */
export type BranchSource = 'query' | 'body' | ((request: FastifyRequest) => Promise<string | undefined>);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The branch of the row a route's `:id` names, found by `lookup`; an id that is no uuid names
 * no row (the route's schema answers 400).
 */
export const branchOfRow =
  (lookup: (id: string) => Promise<string | undefined>) =>
  async (request: FastifyRequest): Promise<string | undefined> => {
    const { id } = request.params as { id?: unknown };
    return typeof id === 'string' && UUID.test(id) ? lookup(id) : undefined;
  };

/**
 * The one place a manager is kept to their branch (docs/decisions/0049-branch-manager.md), a
 * `preValidation` hook so the route's schema then parses the branch it settles on. A manager
 * naming another branch is refused (403 OTHER_BRANCH); naming none means their own, where the
 * owner's absent branch means the main one (or every branch, for money). The owner passes untouched.
 * A row at another branch is refused alike.
 */
function scopeToOwnBranch(source: BranchSource) {
  if (typeof source === 'function')
    return async function scopeToRowBranch(request: FastifyRequest) {
      const user = request.user;
      if (user?.role !== 'manager') return;
      const branchId = await source(request);
      if (branchId !== undefined && branchId !== user.branchId)
        throw new ForbiddenError(managerMessages.otherBranch, errorCodes.otherBranch);
    };
  return async function scopeToOwnBranch(request: FastifyRequest) {
    const user = request.user;
    if (user?.role !== 'manager' || !user.branchId) return;
    const input = (request[source] ?? {}) as Record<string, unknown>;
    if (typeof input !== 'object' || Array.isArray(input)) return; // the schema answers 400
    if (input.branchId !== undefined && input.branchId !== user.branchId)
      throw new ForbiddenError(managerMessages.otherBranch, errorCodes.otherBranch);
    if (source === 'query') request.query = { ...input, branchId: user.branchId };
    else request.body = { ...input, branchId: user.branchId };
  };
}

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

  /**
   * The parts of the back office a branch manager runs too (docs/decisions/0049-branch-manager.md):
   * role admin or manager.
   */
  async function requireBackOffice(request: FastifyRequest) {
    await requireUser(request);
    if (!isBackOfficeRole(request.user!.role)) throw new ForbiddenError(globalErrorMessages.forbidden);
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
    requireBackOffice,
    /**
     * A route's options for a back-office call a manager may make: role admin or manager, and
     * with a `source` (or several), the branch it is about kept to the manager's own. Without one the call is
     * about no branch (a customer lookup: customers are the salon's, not a branch's).
     */
    backOffice: (...sources: BranchSource[]) => ({
      onRequest: requireBackOffice,
      // Several sources: each must be the manager's branch (a visit there, moved there).
      ...(sources.length > 0 && { preValidation: sources.map(scopeToOwnBranch) }),
    }),
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

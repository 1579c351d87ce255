import { authMessages, DEFAULT_LANGUAGE, successMessages, toOneLineName } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { RunInTransaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { EmailVerificationsRepository } from './email-verifications.repository.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';
import type { PendingRegistrationsRepository } from './pending-registrations.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SessionService } from './session.service.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  picture: string | undefined;
}

export interface GoogleSignInDeps {
  clientId: string | undefined;
  jwksUrl: string;
  /** Makes several repository calls commit or vanish together. */
  transaction: RunInTransaction;
  users: UsersRepository;
  sessions: SessionsRepository;
  resets: PasswordResetsRepository;
  verifications: EmailVerificationsRepository;
  pending: PendingRegistrationsRepository;
  sessionService: SessionService;
  clock: Clock;
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;

/** Trust only an ID token signed by Google's keys for our client id (docs/decisions/0004-google-id-token-verification.md). */
export function createGoogleSignInService(deps: GoogleSignInDeps) {
  const { clientId, transaction, users, sessions, resets, verifications, pending, sessionService, clock } =
    deps;
  const keys = createRemoteJWKSet(new URL(deps.jwksUrl));

  async function verifyCredential(credential: string): Promise<GoogleIdentity> {
    if (!clientId) throw new NotFoundError(authMessages.googleNotConfigured);
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, { issuer: GOOGLE_ISSUERS, audience: clientId }));
    } catch {
      throw new UnauthorizedError(authMessages.googleLoginFailed);
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new BadRequestError(authMessages.googleLoginFailed);
    }
    if (payload.email_verified !== true) throw new ForbiddenError(authMessages.googleEmailUnverified);
    const email = payload.email.toLowerCase();
    // Google's display name is kept to our name rule: one line, no control characters.
    const name = typeof payload.name === 'string' ? toOneLineName(payload.name) : '';
    return {
      subject: payload.sub,
      email,
      name: name || email.split('@')[0]!,
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  }

  /**
   * Links Google to the account holding the same address. An unverified account was never
   * proven to belong to the mailbox's owner (anyone can register any address), so it is
   * taken over as new: its password, sessions, reset links, pending code and the details
   * its registrant typed are dropped (docs/decisions/0007-google-linking-unverified-accounts.md).
   * One transaction with the row locked, so a verification racing in cannot slip between.
   */
  async function linkOrCreate(identity: GoogleIdentity, language: Language): Promise<UserRow> {
    return transaction(async (tx) => {
      const sameEmail = await users.findByEmailForUpdate(identity.email, tx);
      if (!sameEmail) {
        // Registrations waiting for the address end as its decoys: it is Google's account now
        // (docs/decisions/0022-pending-registrations.md).
        await pending.endAllOf(identity.email, undefined, tx);
        return users.create(
          {
            name: identity.name,
            email: identity.email,
            googleSubject: identity.subject,
            isVerified: true,
            profileImage: identity.picture,
            language,
          },
          tx,
        );
      }
      if (sameEmail.isVerified) {
        return users.update(
          sameEmail.id,
          { googleSubject: identity.subject, profileImage: sameEmail.profileImage ?? identity.picture },
          tx,
        );
      }
      await sessions.deleteAllOfUser(sameEmail.id, tx);
      await resets.endAllOfUser(sameEmail.id, clock.now(), tx);
      await verifications.delete(sameEmail.id, tx);
      return users.update(
        sameEmail.id,
        {
          googleSubject: identity.subject,
          isVerified: true,
          passwordHash: null,
          name: identity.name,
          profileImage: identity.picture ?? null,
          phone: null,
          address: null,
          city: null,
          language,
        },
        tx,
      );
    });
  }

  return {
    /** `language`: the visitor's, stored when this first sign-in makes (or takes over) the account. */
    async signIn(credential: string, language: Language = DEFAULT_LANGUAGE) {
      const identity = await verifyCredential(credential);
      const user =
        (await users.findByGoogleSubject(identity.subject)) ?? (await linkOrCreate(identity, language));
      // Google sign-in is for customers only (docs/product.md#4.1).
      if (user.role !== 'user') throw new ForbiddenError(authMessages.roleNotAuthorized);
      return { token: await sessionService.issue(user.id), user, message: successMessages.login };
    },
  };
}

import { authMessages, successMessages } from '@salon/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
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
  users: UsersRepository;
  sessionService: SessionService;
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;

/** DESIGN section 4: trust only an ID token signed by Google's keys for our client id. */
export function createGoogleSignInService({ clientId, jwksUrl, users, sessionService }: GoogleSignInDeps) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));

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
    return {
      subject: payload.sub,
      email,
      name:
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email.split('@')[0]!,
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  }

  return {
    async signIn(credential: string) {
      const identity = await verifyCredential(credential);
      let user = await users.findByGoogleSubject(identity.subject);
      if (!user) {
        const sameEmail = await users.findByEmail(identity.email);
        user = sameEmail
          ? await users.update(sameEmail.id, {
              googleSubject: identity.subject,
              isVerified: true,
              profileImage: sameEmail.profileImage ?? identity.picture,
            })
          : await users.create({
              name: identity.name,
              email: identity.email,
              googleSubject: identity.subject,
              isVerified: true,
              profileImage: identity.picture,
            });
      }
      // Google sign-in is for customers only (spec 4.1).
      if (user.role !== 'user') throw new ForbiddenError(authMessages.roleNotAuthorized);
      return { token: await sessionService.issue(user.id), user, message: successMessages.login };
    },
  };
}

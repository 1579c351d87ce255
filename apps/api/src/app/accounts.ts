import type { FastifyInstance } from 'fastify';
import { transactionsOf } from '../db/client.ts';
import { createAccountService } from '../modules/auth/account.service.ts';
import { createEmailVerificationsRepository } from '../modules/auth/email-verifications.repository.ts';
import { createGoogleSignInService } from '../modules/auth/google-sign-in.service.ts';
import { createPasswordResetsRepository } from '../modules/auth/password-resets.repository.ts';
import { createPasswordService } from '../modules/auth/password.service.ts';
import { createPendingRegistrationsRepository } from '../modules/auth/pending-registrations.repository.ts';
import { createPhoneSignInCodesRepository } from '../modules/auth/phone-sign-in-codes.repository.ts';
import { createPhoneSignInService } from '../modules/auth/phone-sign-in.service.ts';
import { createRegistrationDecoysRepository } from '../modules/auth/registration-decoys.repository.ts';
import { createSessionMemory } from '../modules/auth/session-memory.ts';
import { createSessionService } from '../modules/auth/session.service.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';
import { createEmailAdditionService } from '../modules/users/email-addition.service.ts';
import { createPhoneConfirmationService } from '../modules/users/phone-confirmation.service.ts';
import { createConfirmationCodesRepository } from '../modules/users/confirmation-codes.repository.ts';
import { createProfileService } from '../modules/users/profile.service.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { createAuthGuards } from '../plugins/authentication.ts';
import type { AppContext } from './context.ts';

export type Accounts = ReturnType<typeof createAccounts>;

/** Customers' and the owner's accounts: sign-up, sign-in (password, Google, mobile), sessions, profiles. */
export function createAccounts(
  app: FastifyInstance,
  { config, db, mailer, sms, clock, images, reads, logError }: AppContext,
) {
  // Users and sessions are remembered per process (docs/architecture.md#read-cache).
  const sessionMemory = createSessionMemory(reads.cache);
  const users = sessionMemory.users(createUsersRepository(db));
  const sessions = sessionMemory.sessions(createSessionsRepository(db));
  const sessionService = createSessionService({ sessions, clock });
  const verifications = createEmailVerificationsRepository(db);
  const pending = createPendingRegistrationsRepository(db);
  const resets = createPasswordResetsRepository(db);
  const transaction = transactionsOf(db);
  const accounts = createAccountService({
    transaction,
    users,
    verifications,
    pending,
    decoys: createRegistrationDecoysRepository(db),
    sessionService,
    mailer,
    clock,
    adminRegistrationKey: config.adminRegistrationKey,
    appUrl: config.appUrl,
    logError,
  });
  const passwords = createPasswordService({
    transaction,
    users,
    resets,
    sessions,
    verifications,
    mailer,
    clock,
    appUrl: config.appUrl,
    logError,
  });
  const phoneConfirmation = createPhoneConfirmationService({
    transaction,
    users,
    codes: createConfirmationCodesRepository(db, 'phone'),
    sms,
    clock,
    logError,
  });
  const emailAddition = createEmailAdditionService({
    transaction,
    users,
    codes: createConfirmationCodesRepository(db, 'email'),
    mailer,
    clock,
    logError,
  });
  const phoneSignIn = createPhoneSignInService({
    transaction,
    users,
    codes: createPhoneSignInCodesRepository(db),
    sessionService,
    sms,
    clock,
    logError,
  });
  const google = createGoogleSignInService({
    clientId: config.google.clientId,
    jwksUrl: config.google.jwksUrl,
    transaction,
    users,
    sessions,
    resets,
    verifications,
    pending,
    sessionService,
    clock,
  });
  return {
    users,
    // A stylist's sign-in removed by the owner ends its sessions here (docs/decisions/0039-staff-accounts.md).
    sessions,
    sessionService,
    guards: createAuthGuards(app, sessionService),
    accounts,
    passwords,
    google,
    phoneSignIn,
    phoneConfirmation,
    emailAddition,
    profiles: createProfileService({ users, images }),
  };
}

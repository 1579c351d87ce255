import {
  adminRegisterRequestSchema,
  authResponseSchema,
  forgotPasswordRequestSchema,
  googleSignInRequestSchema,
  languageFromCookies,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  phoneSignInMessages,
  phoneStartRequestSchema,
  phoneVerifyRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  successMessages,
  updatePasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import {
  limitBy,
  perAccount,
  perClient,
  perClientAndAccount,
  perSignedInAccount,
} from '../../plugins/rate-limits.ts';
import { presentUser } from '../users/user-presenter.ts';
import type { AccountService } from './account.service.ts';
import type { GoogleSignInService } from './google-sign-in.service.ts';
import type { PasswordService } from './password.service.ts';
import type { PhoneSignInService } from './phone-sign-in.service.ts';

export interface AuthRoutesDeps {
  guards: AuthGuards;
  accounts: AccountService;
  passwords: PasswordService;
  google: GoogleSignInService;
  phoneSignIn: PhoneSignInService;
  sessionService: { revoke(token: string): Promise<void> };
}

const signedInAnswer = ({ token, user, message }: { token: string; user: UserRow; message: string }) => ({
  status: 'success' as const,
  message,
  token,
  data: { user: presentUser(user) },
});

const success = (message: string) => ({ status: 'success' as const, message });

/*
 * No counter keyed by the account alone on sign-in, reset mails or code resends: others
 * could use it up and lock the owner out. Failures count per client and account and per
 * client instead (docs/architecture.md#rate-limits).
 */
export async function authRoutes(
  app: FastifyInstance,
  { guards, accounts, passwords, google, phoneSignIn, sessionService }: AuthRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/register',
    {
      config: { invalidates: [] },
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
      preHandler: limitBy(
        app,
        perClient('register', 60, 15),
        perClientAndAccount('register', 5, 60, 'email'),
        perAccount('register', 10, 60, 'email'),
      ),
    },
    async (request, reply) => {
      const { userId, message } = await accounts.register(
        {
          ...request.body,
          language: languageFromCookies(request.headers.cookie),
        },
        request.ip,
      );
      return reply.status(201).send({ status: 'success', message, requiresVerification: true, userId });
    },
  );

  api.post(
    '/verify-email',
    {
      config: { invalidates: [] },
      schema: { body: verifyEmailRequestSchema, response: { 200: authResponseSchema } },
      preHandler: limitBy(app, perClientAndAccount('verify-email', 20, 15, 'userId')),
    },
    async (request) => signedInAnswer(await accounts.verifyEmail(request.body.userId, request.body.otp)),
  );

  api.post(
    '/resend-otp',
    {
      config: { invalidates: [] },
      schema: { body: resendOtpRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: limitBy(app, perClient('resend', 30, 15), perClientAndAccount('resend', 10, 60, 'email')),
    },
    async (request) => success((await accounts.resendCode(request.body.email)).message),
  );

  api.post(
    '/login',
    {
      config: { invalidates: [] },
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
      preHandler: limitBy(app, perClient('login', 30, 15), perClientAndAccount('login', 10, 15, 'email')),
    },
    async (request) =>
      signedInAnswer(
        await accounts.login(request.body.email, request.body.password, request.body.role, request.ip),
      ),
  );

  api.post(
    '/admin/register',
    {
      config: { invalidates: [] },
      schema: { body: adminRegisterRequestSchema, response: { 201: authResponseSchema } },
      preHandler: limitBy(
        app,
        perClient('admin-register', 30, 15),
        perClientAndAccount('admin-register', 5, 60, 'email'),
      ),
    },
    async (request, reply) => {
      const headerKey = request.headers['x-admin-key'];
      const adminKey = (typeof headerKey === 'string' ? headerKey : undefined) ?? request.body.adminKey;
      return reply
        .status(201)
        .send(signedInAnswer(await accounts.registerAdmin(request.body, adminKey, request.ip)));
    },
  );

  api.post(
    '/google',
    {
      // Linking Google to an existing account may give it a picture, which its reviews show.
      config: { invalidates: ['reviews'] },
      schema: { body: googleSignInRequestSchema, response: { 200: authResponseSchema } },
      preHandler: limitBy(app, perClient('google', 30, 15)),
    },
    async (request) =>
      signedInAnswer(
        await google.signIn(request.body.credential, languageFromCookies(request.headers.cookie)),
      ),
  );

  // docs/decisions/0029-sign-in-by-mobile.md: the service counts its own limits per number
  // (1 a minute, 5 a day); these per client keep one caller from texting many numbers.
  api.post(
    '/phone/start',
    {
      config: { invalidates: [] },
      schema: { body: phoneStartRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: limitBy(app, perClient('phone-start', 20, 15)),
    },
    async (request) => {
      await phoneSignIn.start(request.body.phone, languageFromCookies(request.headers.cookie));
      return success(phoneSignInMessages.codeSent);
    },
  );

  api.post(
    '/phone/verify',
    {
      config: { invalidates: [] },
      schema: { body: phoneVerifyRequestSchema, response: { 200: authResponseSchema } },
      preHandler: limitBy(
        app,
        perClient('phone-verify', 30, 15),
        perClientAndAccount('phone-verify', 10, 15, 'phone'),
      ),
    },
    async (request) =>
      signedInAnswer(
        await phoneSignIn.verify(
          request.body.phone,
          request.body.code,
          request.body.name,
          languageFromCookies(request.headers.cookie),
        ),
      ),
  );

  api.get(
    '/me',
    { onRequest: guards.requireUser, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { user: presentUser(request.user!) },
    }),
  );

  api.get(
    '/logout',
    { onRequest: guards.optionalUser, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      if (request.sessionToken) await sessionService.revoke(request.sessionToken);
      return success(successMessages.loggedOut);
    },
  );

  api.post(
    '/forgot-password',
    {
      config: { invalidates: [] },
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: limitBy(app, perClient('forgot', 30, 15), perClientAndAccount('forgot', 5, 60, 'email')),
    },
    async (request) => success((await passwords.requestReset(request.body.email, request.body.role)).message),
  );

  api.patch(
    '/reset-password/:token',
    {
      config: { invalidates: [] },
      schema: {
        params: z.object({ token: z.string().min(20).max(200) }),
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      preHandler: limitBy(app, perClient('reset', 10, 15)),
    },
    async (request) =>
      success(
        (await passwords.reset(request.params.token, request.body.password, request.body.role, request.ip))
          .message,
      ),
  );

  api.patch(
    '/update-password',
    {
      config: { invalidates: [] },
      onRequest: guards.requireUser,
      schema: { body: updatePasswordRequestSchema, response: { 200: messageResponseSchema } },
      // Each try checks the current password with argon2: a stolen token must not buy guesses.
      preHandler: limitBy(
        app,
        perClient('update-password', 20, 15),
        perSignedInAccount('update-password', 10, 15),
      ),
    },
    async (request) =>
      success(
        (
          await passwords.change(
            request.user!,
            request.sessionToken!,
            request.body.currentPassword,
            request.body.newPassword,
            request.ip,
          )
        ).message,
      ),
  );
}

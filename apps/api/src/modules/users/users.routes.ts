import {
  addEmailRequestSchema,
  confirmEmailRequestSchema,
  confirmPhoneRequestSchema,
  emailAdditionMessages,
  fillMessage,
  messageResponseSchema,
  phoneConfirmationMessages,
  profileImageUrlRequestSchema,
  profileMessages,
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
  uploadResponseSchema,
  userResponseSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import { parseOrBadRequest } from '../../lib/parse.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../files/multipart.ts';
import type { EmailAdditionService } from './email-addition.service.ts';
import type { PhoneConfirmationService } from './phone-confirmation.service.ts';
import type { ProfileService } from './profile.service.ts';
import { presentUser } from './user-presenter.ts';

export async function usersRoutes(
  app: FastifyInstance,
  {
    guards,
    profiles,
    phoneConfirmation,
    emailAddition,
  }: {
    guards: AuthGuards;
    profiles: ProfileService;
    phoneConfirmation: PhoneConfirmationService;
    emailAddition: EmailAdditionService;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // docs/architecture.md#phone-confirmation: the service counts its own limits (per account,
  // per number), since only codes actually sent may count.
  api.post(
    '/phone/send-code',
    {
      config: { invalidates: [] },
      onRequest: guards.requireVerifiedUser,
      schema: { response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await phoneConfirmation.sendCode(request.user!);
      return { status: 'success' as const, message: phoneConfirmationMessages.codeSent };
    },
  );

  api.post(
    '/phone/confirm',
    {
      config: { invalidates: [] },
      onRequest: guards.requireVerifiedUser,
      schema: { body: confirmPhoneRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: phoneConfirmationMessages.phoneConfirmed,
      data: { user: presentUser(await phoneConfirmation.confirm(request.user!, request.body.code)) },
    }),
  );

  // docs/decisions/0029-sign-in-by-mobile.md: an account made by mobile number adds an e-mail
  // address by a mailed code; the service counts its limits like the phone's.
  api.post(
    '/email/send-code',
    {
      config: { invalidates: [] },
      onRequest: guards.requireVerifiedUser,
      schema: { body: addEmailRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await emailAddition.sendCode(request.user!, request.body.email);
      return {
        status: 'success' as const,
        message: fillMessage(emailAdditionMessages.codeSent, { email: request.body.email }),
      };
    },
  );

  api.post(
    '/email/confirm',
    {
      config: { invalidates: [] },
      onRequest: guards.requireVerifiedUser,
      schema: { body: confirmEmailRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: emailAdditionMessages.emailAdded,
      data: { user: presentUser(await emailAddition.confirm(request.user!, request.body.code)) },
    }),
  );

  api.put(
    '/profile',
    {
      onRequest: guards.requireVerifiedUser,
      // Reviews show their author's name and picture.
      config: { invalidates: ['reviews'] },
      schema: { body: updateProfileRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: profileMessages.updated,
      data: { user: presentUser(await profiles.update(request.user!, request.body)) },
    }),
  );

  // docs/architecture.md#languages: the switch tells the server, which answers with no body.
  api.put(
    '/language',
    {
      config: { invalidates: [] },
      onRequest: guards.requireUser,
      schema: {
        body: updateLanguageRequestSchema,
        response: { 204: z.null().describe('No content: the language is stored') },
      },
    },
    async (request, reply) => {
      await profiles.setLanguage(request.user!, request.body.language);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/upload',
    {
      onRequest: guards.requireVerifiedUser,
      config: { invalidates: ['reviews'] },
      schema: { response: { 200: uploadResponseSchema } },
    },
    async (request) => {
      let updated;
      if (request.isMultipart()) {
        const form = await readMultipartForm(request);
        if (!form.file) throw new BadRequestError(profileMessages.noFile);
        if (form.file.fieldName !== 'profileImage')
          throw new BadRequestError('Send the image in the profileImage field');
        updated = await profiles.uploadImage(request.user!, form.file.bytes);
      } else if (request.headers['content-type']?.startsWith('application/json')) {
        updated = await profiles.useUploadedImage(
          request.user!,
          parseOrBadRequest(profileImageUrlRequestSchema, request.body).imageUrl,
        );
      } else {
        throw new AppError(415, profileMessages.imageType);
      }
      return {
        status: 'success' as const,
        message: profileMessages.imageUpdated,
        imageUrl: updated.profileImage!,
        data: { user: presentUser(updated) },
      };
    },
  );
}

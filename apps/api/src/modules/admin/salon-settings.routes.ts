import {
  bookingRulesResponseSchema,
  bookingRulesUpdateSchema,
  catalogueAdminMessages,
  closuresRequestSchema,
  closuresResponseSchema,
  salonProfileResponseSchema,
  salonProfileSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingRulesService } from '../settings/booking-rules.service.ts';
import type { ClosuresService } from './closures.service.ts';
import type { SalonProfileService } from '../settings/salon-profile.service.ts';

export interface SalonSettingsDeps {
  salonProfile: SalonProfileService;
  closures: ClosuresService;
  bookingRules: BookingRulesService;
}

/** The salon's details, closures and booking rules; the caller has already required an admin. */
export function registerSalonSettingsRoutes(
  app: FastifyInstance,
  { salonProfile, closures, bookingRules }: SalonSettingsDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/salon-profile', { schema: { response: { 200: salonProfileResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { profile: await salonProfile.load() },
  }));

  api.put(
    '/salon-profile',
    {
      config: { invalidates: ['salon'] },
      schema: { body: salonProfileSchema, response: { 200: salonProfileResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: catalogueAdminMessages.profileSaved,
      data: { profile: await salonProfile.save(request.body) },
    }),
  );

  api.get('/closures', { schema: { response: { 200: closuresResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { closures: await closures.list() },
  }));

  api.put(
    '/closures',
    {
      config: { invalidates: ['salon'] },
      schema: { body: closuresRequestSchema, response: { 200: closuresResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: catalogueAdminMessages.closuresSaved,
      data: await closures.replace(request.body.closures, {
        admin: request.user!,
        cancelBookings: request.body.cancelBookings,
        branchId: request.body.branchId,
      }),
    }),
  );

  api.get('/booking-rules', { schema: { response: { 200: bookingRulesResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { rules: await bookingRules.load() },
  }));

  api.put(
    '/booking-rules',
    {
      config: { invalidates: ['salon'] },
      schema: { body: bookingRulesUpdateSchema, response: { 200: bookingRulesResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      message: catalogueAdminMessages.bookingRulesSaved,
      data: { rules: await bookingRules.save(request.body) },
    }),
  );
}

import { configResponseSchema } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.ts';
import type { ReadCacheHttp } from '../../plugins/read-cache.ts';
import type { BookingRulesService } from '../settings/booking-rules.service.ts';
import type { SalonProfileService } from '../settings/salon-profile.service.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';

/** The booking rules every visitor's screens show: the fee and whether the salon deducts it. */
async function publicRules(bookingRules: BookingRulesService) {
  const { feeDeductedAtSalon, bookingFeeLkr } = await bookingRules.load();
  return { feeDeductedAtSalon, bookingFeeLkr };
}

/**
 * The hours and booking limits the public texts and the calendar show: PUT /api/admin/settings
 * declares the `salon` topic, so a change drops this answer (docs/architecture.md#read-cache).
 */
async function publicHours(availability: AvailabilityService) {
  const { openingHours, leadTimeMinutes, horizonDays } = await availability.loadSettings();
  return { openingHours, leadTimeMinutes, horizonDays };
}

/** What the browser needs to know about this deployment and the salon, read at run time. */
export async function configRoutes(
  app: FastifyInstance,
  {
    config,
    salonProfile,
    bookingRules,
    availability,
    reads,
  }: {
    config: Config;
    salonProfile: SalonProfileService;
    bookingRules: BookingRulesService;
    availability: AvailabilityService;
    reads: ReadCacheHttp;
  },
) {
  const deployment = {
    googleClientId: config.google.clientId ?? null,
    paymentsProvider: config.paymentsProvider,
    stripePublishableKey:
      config.paymentsProvider === 'stripe' ? (config.stripe.publishableKey ?? null) : null,
    timeZone: config.salonTimeZone,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: configResponseSchema } } }, async (request, reply) =>
      reads.reply(request, reply, {
        topic: 'salon',
        name: 'config',
        schema: configResponseSchema,
        load: async () => ({
          status: 'success' as const,
          data: {
            ...deployment,
            salon: await salonProfile.load(),
            ...(await publicRules(bookingRules)),
            ...(await publicHours(availability)),
          },
        }),
      }),
    );
}

import {
  adminDayQuerySchema,
  adminDayResponseSchema,
  adminOverviewResponseSchema,
  availabilitySettingsResponseSchema,
  availabilitySettingsSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { DayViewService } from './day-view.service.ts';
import type { OverviewService } from './overview.service.ts';

/** The owner's settings (opening hours, closures, chairs, booking numbers), overview and day view. */
export async function adminRoutes(
  app: FastifyInstance,
  {
    guards,
    availability,
    overview,
    dayView,
  }: {
    guards: AuthGuards;
    availability: AvailabilityService;
    overview: OverviewService;
    dayView: DayViewService;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);

  api.get('/settings', { schema: { response: { 200: availabilitySettingsResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { settings: await availability.loadSettings() },
  }));

  api.put(
    '/settings',
    { schema: { body: availabilitySettingsSchema, response: { 200: availabilitySettingsResponseSchema } } },
    async (request) => {
      await availability.saveSettings({
        ...request.body,
        closedDates: [...new Set(request.body.closedDates)],
      });
      return {
        status: 'success' as const,
        message: 'Settings saved',
        data: { settings: await availability.loadSettings() },
      };
    },
  );

  api.get('/overview', { schema: { response: { 200: adminOverviewResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { overview: await overview.overview() },
  }));

  api.get(
    '/day',
    { schema: { querystring: adminDayQuerySchema, response: { 200: adminDayResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { day: await dayView.day(request.query.date) },
    }),
  );
}

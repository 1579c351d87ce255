import { availabilitySettingsResponseSchema, availabilitySettingsSchema } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';

/** The owner's settings: opening hours, closures, chairs and the booking numbers. */
export async function adminRoutes(
  app: FastifyInstance,
  { guards, availability }: { guards: AuthGuards; availability: AvailabilityService },
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
}

import {
  adminDayQuerySchema,
  adminDayResponseSchema,
  adminOverviewQuerySchema,
  adminOverviewResponseSchema,
  availabilitySettingsRequestSchema,
  availabilitySettingsResponseSchema,
  catalogueAdminMessages,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { DayViewService } from './day-view.service.ts';
import type { OverviewService } from './overview.service.ts';
import { registerCatalogueAdminRoutes } from './catalogue-admin.routes.ts';
import type { CatalogueAdminDeps } from './catalogue-admin.routes.ts';
import { registerSalonSettingsRoutes } from './salon-settings.routes.ts';
import type { SalonSettingsDeps } from './salon-settings.routes.ts';

export type AdminRoutesDeps = {
  guards: AuthGuards;
  availability: AvailabilityService;
  overview: OverviewService;
  dayView: DayViewService;
} & CatalogueAdminDeps &
  SalonSettingsDeps;

/**
 * The owner's calls under /api/admin (docs/architecture.md#admin): every one needs role admin,
 * but the overview and the day, which a branch manager reads for their branch
 * (docs/decisions/0049-branch-manager.md).
 */
export async function adminRoutes(app: FastifyInstance, deps: AdminRoutesDeps) {
  const { guards, overview, dayView } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(async (owner) => {
    owner.addHook('onRequest', guards.requireAdmin);
    registerOwnerSettingsRoutes(owner, deps);
    registerCatalogueAdminRoutes(owner, deps);
    registerSalonSettingsRoutes(owner, deps);
  });

  api.get(
    '/overview',
    {
      ...guards.backOffice('query'),
      schema: { querystring: adminOverviewQuerySchema, response: { 200: adminOverviewResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: { overview: await overview.overview(request.query.branchId) },
    }),
  );

  api.get(
    '/day',
    {
      ...guards.backOffice('query'),
      schema: { querystring: adminDayQuerySchema, response: { 200: adminDayResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: { day: await dayView.day(request.query.date, request.query.branchId) },
    }),
  );
}

function registerOwnerSettingsRoutes(app: FastifyInstance, { availability }: AdminRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/settings', { schema: { response: { 200: availabilitySettingsResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { settings: await availability.loadSettings() },
  }));

  // Hours and booking numbers only: closures are set through PUT /closures and read back here.
  api.put(
    '/settings',
    {
      config: { invalidates: ['salon'] },
      schema: {
        body: availabilitySettingsRequestSchema,
        response: { 200: availabilitySettingsResponseSchema },
      },
    },
    async (request) => {
      await availability.saveSettings(request.body);
      return {
        status: 'success' as const,
        message: catalogueAdminMessages.settingsSaved,
        data: { settings: await availability.loadSettings() },
      };
    },
  );
}

import type { AdminReview, AdminService } from '@salon/contracts';
import { buildService } from './catalogue-builders.ts';
import { buildUser, signedInHandlers } from './fake-api.ts';
import type { ApiHandler } from './fake-api.ts';
import { buildReview } from './review-builders.ts';

export const admin = buildUser({
  _id: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a99',
  name: 'Salon Owner',
  email: 'admin@salon.lk',
  role: 'admin',
});

/** The owner signed in, as the back-office screens expect. */
export const adminHandlers = (): Record<string, ApiHandler> => signedInHandlers(admin);

export function buildAdminService(overrides: Partial<AdminService> = {}): AdminService {
  return { ...buildService(overrides), hidden: false, ...overrides };
}

export function buildAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return { ...buildReview(overrides), hidden: false, ...overrides };
}

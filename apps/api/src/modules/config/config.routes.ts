import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';

/** What the browser needs to know about this deployment, read at run time. */
export async function configRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const answer = {
    status: 'success',
    data: {
      googleClientId: config.google.clientId ?? null,
      paymentsProvider: config.paymentsProvider,
      stripePublishableKey:
        config.paymentsProvider === 'stripe' ? (config.stripe.publishableKey ?? null) : null,
    },
  };
  app.get('/', async () => answer);
}

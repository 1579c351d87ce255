import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The web app keeps the session token in localStorage (docs/architecture.md#accounts), so no script may run but our own and
 * the sign-in and payment providers' (docs/architecture.md#accounts).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://js.stripe.com'],
        // Toast and Google button styles are injected at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://api.stripe.com'],
        frameSrc: [
          'https://accounts.google.com/gsi/',
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://www.google.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

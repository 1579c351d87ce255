import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The web app keeps the session token in localStorage (docs/architecture.md#accounts), so no script may run but our own and
 * the sign-in and payment providers' (docs/architecture.md#accounts).
 */
const policy = helmet({
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
      // PayHere's hosted checkout is a form the booking page POSTs (docs/architecture.md#payment-providers).
      formAction: ["'self'", 'https://sandbox.payhere.lk', 'https://www.payhere.lk'],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Google's sign-in popup talks back to its opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/**
 * The headers helmet sets for the policy above. They are the same for every answer, so they
 * are worked out once here: building them per request cost about a tenth of a cached read.
 */
export const securityHeaders: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  policy({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
})();

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}

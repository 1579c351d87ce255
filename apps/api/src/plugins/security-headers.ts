import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config/env.ts';

/**
 * The web app keeps the session token in localStorage (docs/architecture.md#accounts), so no script may run but our own and
 * the sign-in and payment providers' (docs/architecture.md#accounts).
 */
const policyFor = (formAction: string[]) =>
  helmet({
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
        formAction,
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

/**
 * The headers helmet sets for the policy, worked out once per app: they are the same for every
 * answer, and building them per request cost about a tenth of a cached read. Forms may go only
 * to us, and to PayHere's hosted checkout (the base configured, not every PayHere host) when it
 * is the provider: the booking page POSTs its checkout form there (docs/architecture.md#payment-providers).
 */
export function securityHeadersFor(config: Pick<Config, 'paymentsProvider' | 'payhere'>) {
  const formAction = ["'self'"];
  if (config.paymentsProvider === 'payhere') formAction.push(new URL(config.payhere.apiBase).origin);
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  policyFor(formAction)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers) as Readonly<Record<string, string>>;
}

export type SecurityHeaders = ReturnType<typeof securityHeadersFor>;

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

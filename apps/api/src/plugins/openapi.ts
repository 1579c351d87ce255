import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorCodes, errorResponseSchema } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { undocumentedByZod } from './openapi-extra-schemas.ts';

export const DOCS_PREFIX = '/api/docs';

const areas: Record<string, string> = {
  config: 'Settings the web app needs at start-up',
  auth: 'Registration, sign-in, sessions, e-mail verification and password resets',
  users: 'The signed-in customer’s profile',
  services: 'The salon’s services',
  'special-offers': 'Special offers on services',
  cart: 'The customer’s cart of services and offers',
  admin: 'Salon settings only an administrator changes',
  appointments: 'Booking, listing and cancelling appointments',
  payments: 'Booking fees',
  reviews: 'Customers’ reviews',
  gallery: 'The salon’s picture gallery',
};

const errorResponseComponent = z.toJSONSchema(
  errorResponseSchema.extend({ code: z.enum(Object.values(errorCodes)) }),
  { target: 'openapi-3.0' },
);
delete errorResponseComponent.$schema;

/** The guards in plugins/authentication.ts, by function name: which ones need a session. */
const REQUIRES_SESSION = new Set(['requireUser', 'requireVerifiedUser', 'requireAdmin', 'requireBackOffice']);
const OPTIONAL_SESSION = 'resolveSession';
/**
 * Areas whose routes plugin adds one guard hook for all its routes, which the route options
 * swagger sees do not show; tools/evidence/openapi.test.ts checks this against the guards each route runs.
 */
const GUARDED_AREAS = new Set(['cart', 'admin']);
/** The public routes of those areas: a visitor's browser cart (docs/product.md#2.10). */
const PUBLIC_IN_GUARDED_AREAS = new Set(['POST /api/cart/guest-preview']);

/** Stripe and PayHere call these with their own signed bodies; no client of ours does. */
const HIDDEN = new Set(['POST /api/payments/webhook', 'POST /api/payments/payhere/notify']);

const zodTransform = createJsonSchemaTransform({ skipList: [] });
type TransformInput = Parameters<typeof zodTransform>[0];
type OpenSchema = Record<string, unknown>;

/**
 * The zod schemas become JSON schemas; on top, each route gets its area's tag (from the URL, so
 * route files need not repeat it), whether it needs the bearer session (from its guard), the
 * shared error envelope for 4xx answers, and the hand-written shapes of the few routes zod does
 * not describe (multipart forms, replies sent without a response schema).
 */
function documentRoute(input: TransformInput) {
  const { url, route } = input;
  const key = `${[route.method].flat()[0]} ${url}`;
  if (!url.startsWith('/api/') || HIDDEN.has(key)) return { schema: { hide: true }, url };
  const extra = undocumentedByZod[key];
  const own: OpenSchema = { ...input.schema };
  const area = url.split('/')[2]!;
  const transformed = zodTransform({
    ...input,
    schema: {
      ...own,
      tags: (own.tags as string[] | undefined) ?? [area],
      ...(extra?.response && { response: { ...extra.response, ...(own.response as object) } }),
    },
  });
  const schema: OpenSchema = { ...transformed.schema };
  if (schema.hide) return { schema, url };
  if (extra?.body) schema.body = { content: extra.body };
  const guards = [route.onRequest ?? []].flat().map((hook) => hook.name);
  if (
    (GUARDED_AREAS.has(area) && !PUBLIC_IN_GUARDED_AREAS.has(key)) ||
    guards.some((name) => REQUIRES_SESSION.has(name))
  )
    schema.security = [{ bearerAuth: [] }];
  else if (guards.includes(OPTIONAL_SESSION)) schema.security = [{ bearerAuth: [] }, {}];
  schema.response = {
    ...(schema.response as object),
    '4xx': {
      description: 'The error envelope; `code` tells failures apart (docs/errors.md)',
      $ref: '#/components/schemas/ErrorResponse',
    },
  };
  return { schema, url };
}

/**
 * The OpenAPI document of every /api route, generated from the zod contracts, and the
 * Swagger UI over it at /api/docs; both only outside production, where nobody needs to
 * browse the API. Registered before the routes: swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, { isProduction }: { isProduction: boolean }) {
  if (isProduction) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Salon API',
        version: '1.0.0',
        description:
          'Booking API of the salon. Successes answer `{ status: "success", data }`; failures the `ErrorResponse` envelope.',
      },
      servers: [{ url: '/' }],
      tags: Object.entries(areas).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token the sign-in answers, as `Authorization: Bearer <token>`',
          },
        },
        schemas: { ErrorResponse: errorResponseComponent as Record<string, unknown> },
      },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No call-outs to swagger.io's validator: the page stays within the app's CSP.
    uiConfig: { validatorUrl: null },
  });
}

import { errorCodes } from '@salon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, routeKey } from './route-catalogue.ts';
import { buildTestApp } from '@salon/api/testing/build-test-app';
import type { TestApp } from '@salon/api/testing/build-test-app';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  [key: string]: unknown;
}
interface Operation {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** Routes under /api that the document leaves out on purpose, with why. */
const HIDDEN: Record<string, string> = {
  'POST /api/payments/webhook': 'called by Stripe with its own signed raw body, never by a client of ours',
  'POST /api/payments/payhere/notify':
    'called by PayHere with its own signed form, never by a client of ours',
};
// The docs page, its assets and the document itself are not part of the API they describe.
const isDocsRoute = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/** Every METHOD /path under /api the app routes, from Fastify's own tree; HEAD is GET's automatic twin. */
const registeredApiRoutes = (app: TestApp['app']) =>
  [
    ...new Set(
      listRoutes(app)
        .map((route) => ({ method: route.method, url: route.url.replace(/\/$/, '') }))
        .filter(
          (route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && !isDocsRoute(route.url),
        )
        .map(routeKey),
    ),
  ].sort();

const documentedRoutes = (document: OpenApiDocument) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '')}`,
      ),
    )
    .sort();

const jsonSchemaOf = (operation: Operation, status: string) =>
  operation.responses[status]?.content?.['application/json']?.schema;

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe('the OpenAPI document at /api/docs/json', () => {
  it('is an OpenAPI 3 document of the Salon API with the bearer session scheme', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Salon API');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every /api route the app registers, except the ones hidden on purpose', () => {
    const registered = registeredApiRoutes(t.app);
    expect(registered.length).toBeGreaterThan(40);
    expect(registered).toEqual(expect.arrayContaining(Object.keys(HIDDEN)));
    expect(documentedRoutes(document)).toEqual(registered.filter((route) => !(route in HIDDEN)));
  });

  it('gives every route a tag and at least one success response, each with a described schema', () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!operation.tags?.length) problems.push(`${name}: no tag`);
        const successes = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
        if (successes.length === 0) problems.push(`${name}: no 2xx response`);
        for (const status of successes) {
          const schema = jsonSchemaOf(operation, status);
          if (!schema || Object.keys(schema).length === 0) problems.push(`${name} ${status}: no schema`);
        }
        if (jsonSchemaOf(operation, '4XX')?.$ref !== '#/components/schemas/ErrorResponse')
          problems.push(`${name}: 4xx answers not the ErrorResponse envelope`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the error envelope once, with every error code', () => {
    const envelope = document.components.schemas.ErrorResponse!;
    expect(envelope.required).toEqual(expect.arrayContaining(['status', 'message']));
    expect(envelope.properties!.code!.enum).toEqual(Object.values(errorCodes));
  });

  it('describes the product’s response shapes', () => {
    const login = jsonSchemaOf(document.paths['/api/auth/login']!.post!, '200')!;
    expect(login.required).toEqual(expect.arrayContaining(['token', 'data']));
    expect(login.properties!.data!.properties!.user!.properties).toHaveProperty('email');

    const cart = jsonSchemaOf(document.paths['/api/cart/get-cart']!.get!, '200')!;
    const summary = cart.properties!.data!.properties!.cart!.properties!.summary!;
    expect(summary.properties!.totalAmount!.type).toBe('integer');

    const galleryUpload = jsonSchemaOf(document.paths['/api/gallery/']!.post!, '201')!;
    expect(galleryUpload.properties!.data!.properties!.image!.required).toEqual([
      '_id',
      'imageUrl',
      'caption',
      'branch',
    ]);
  });

  it('marks exactly the routes behind a session guard as needing the bearer token', () => {
    const expected: Record<string, unknown> = {};
    const documented: Record<string, unknown> = {};
    for (const route of listRoutes(t.app)) {
      const url = route.url.replace(/\/$/, '');
      const key = routeKey({ method: route.method, url });
      if (route.method === 'HEAD' || !url.startsWith('/api/') || isDocsRoute(url) || key in HIDDEN) continue;
      const hooks = route.hooks.map((hook) => hook.split(':')[1]);
      expected[key] = ['requireUser', 'requireVerifiedUser', 'requireAdmin', 'requireBackOffice'].some(
        (guard) => hooks.includes(guard),
      )
        ? [{ bearerAuth: [] }]
        : hooks.includes('resolveSession')
          ? [{ bearerAuth: [] }, {}]
          : undefined;
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operations = document.paths[path] ?? document.paths[`${path}/`];
      documented[key] = operations?.[route.method.toLowerCase()]?.security;
    }
    expect(expected['GET /api/cart/get-cart']).toEqual([{ bearerAuth: [] }]);
    expect(expected['GET /api/services/get-services']).toBeUndefined();
    expect(documented).toEqual(expected);
  });

  it('describes the multipart forms the upload routes read', () => {
    const form = (path: string, method: string) =>
      document.paths[path]![method]!.requestBody!.content['multipart/form-data']!.schema;
    expect(form('/api/gallery/', 'post').required).toEqual(['caption', 'image']);
    expect(form('/api/special-offers/', 'post').properties).toHaveProperty('image');
    expect(form('/api/special-offers/{id}', 'patch').properties).toHaveProperty('services');
    expect(form('/api/users/upload', 'post').required).toEqual(['profileImage']);
    expect(document.paths['/api/users/upload']!.post!.requestBody!.content).toHaveProperty(
      'application/json',
    );
  });
});

describe('the docs page at /api/docs', () => {
  it('loads only its own scripts, which the Content-Security-Policy allows', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      // An inline script would be refused by the policy, leaving a blank page.
      expect(inline!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      expect(src).toMatch(/^\/api\/docs\//);
      const script = await t.app.inject({ method: 'GET', url: src! });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await buildTestApp({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' });
  });
  afterAll(() => production.close());

  it.each(['/api/docs', '/api/docs/json', '/api/docs/static/index.html'])('%s is a 404', async (url) => {
    const response = await production.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});

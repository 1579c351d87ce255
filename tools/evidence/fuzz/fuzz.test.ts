import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@salon/api/testing/build-test-app';
import type { TestApp } from '@salon/api/testing/build-test-app';
import {
  classify,
  formatFailure,
  fuzzableRoutes,
  MissingGeneratorError,
  runFuzz,
  summaryLine,
} from './runner.ts';
import { buildFuzzWorld } from './fuzz-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('fuzzing every route', () => {
  it('has a request generator for every route the app registers', () => {
    const routes = fuzzableRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(
      'PATCH /api/appointments/:id/cancel',
    );
  });

  it('refuses to run when a route has no generator', async () => {
    const app = Fastify();
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.post('/api/brand-new', async () => ({ status: 'success' }));
    await app.ready();
    expect(() => fuzzableRoutes(app)).toThrow(MissingGeneratorError);
    expect(() => fuzzableRoutes(app)).toThrow(/POST \/api\/brand-new/);
    await app.close();
  });

  it(
    'answers 1,000 fixed-seed junk requests with no 5xx and no unclear 4xx',
    { timeout: 120_000 },
    async () => {
      const world = await buildFuzzWorld(t);
      const report = await runFuzz(t.app, world, { runs: 1000, seed: 20261123 });
      const failures = report.examples.map(formatFailure).join('\n');
      expect(`${failures}\n${summaryLine(report)}`.trim()).toBe('fuzz: requests 1000, 5xx 0, unclear-4xx 0');
      // 401/403 before any validation, and every refusal in the error envelope.
      expect({ guardLate: report.guardLate, offEnvelope: report.offEnvelope }).toEqual({
        guardLate: 0,
        offEnvelope: 0,
      });
    },
  );
});

describe('what counts as a failure', () => {
  it.each([
    [500, 'POST', '{"status":"error","message":"Server error"}', '5xx'],
    [503, 'GET', 'not built', '5xx'],
    [400, 'POST', '{"status":"error","message":"Title is required"}', undefined],
    [400, 'POST', '{"statusCode":400,"error":"Bad Request"}', 'unclear-4xx'],
    [404, 'GET', '{"message":""}', 'unclear-4xx'],
    [415, 'POST', 'Unsupported Media Type', 'unclear-4xx'],
    [404, 'HEAD', '', undefined],
    [200, 'GET', 'anything', undefined],
  ])('%i %s %s is %s', (status, method, body, expected) => {
    expect(classify(status, method, body)).toBe(expected);
  });
});

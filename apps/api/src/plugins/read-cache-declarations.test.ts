import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTopics } from '../lib/read-cache/read-cache.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { WRITE_METHODS } from './read-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Every method and path Fastify's router holds, from its own printout: a line is a path's
 * label (`├── /:id (PATCH, DELETE)`), appended to its parent's one indentation step up.
 */
function routerRoutes(): string[] {
  const labels: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(?<indent>[│\s]*)[├└]── (?<label>.*?)(?: \((?<methods>[A-Z, ]+)\))?$/u.exec(line);
    if (!match?.groups) continue;
    const depth = match.groups.indent!.length / 4;
    labels.length = depth;
    labels[depth] = match.groups.label!;
    for (const method of match.groups.methods?.split(', ') ?? [])
      routes.push(routeKey(method, labels.join('')));
  }
  return routes;
}

/** A prefixed `/` route answers with and without its trailing slash: one route, two paths. */
const routeKey = (method: string, url: string) =>
  `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

// docs/architecture.md#read-cache: a write that forgets to say what it changes would leave a
// stale answer in memory (and replayed in front of the framework) until the next restart.
describe('write routes and the read cache', () => {
  it('has every write route say which cached answers it changes, [] for none', () => {
    const writes = t.app
      .cacheDeclarations()
      .filter((route) => route.methods.some((m) => WRITE_METHODS.includes(m)));
    const undeclared = writes
      .filter((route) => !Array.isArray(route.invalidates))
      .map((route) => `${route.methods.join(',')} ${route.url}`);
    expect(undeclared).toEqual([]);
    for (const route of writes) for (const topic of route.invalidates!) expect(cacheTopics).toContain(topic);
  });

  it('sees every write route the router holds, none registered before the read cache', () => {
    const seen = new Set(
      t.app
        .cacheDeclarations()
        .flatMap((route) => route.methods.map((method) => routeKey(method, route.url))),
    );
    const writes = routerRoutes().filter((route) => WRITE_METHODS.includes(route.split(' ')[0]!));
    expect(writes).toContain('POST /api/appointments/create');
    expect(writes.filter((route) => !seen.has(route))).toEqual([]);
  });
});

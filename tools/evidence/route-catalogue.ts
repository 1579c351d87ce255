import type { FastifyInstance } from 'fastify';

export interface CataloguedRoute {
  method: string;
  /** The route as registered, e.g. `/api/cart/update-quantity/:id`. */
  url: string;
  /** Names of the lifecycle hooks that run for it (route-level and plugin-level alike). */
  hooks: string[];
}

/** The guards of plugins/authentication.ts, by the names their functions carry. */
export const GUARD_NAMES = [
  'requireAdmin',
  'requireBackOffice',
  'requireStaff',
  'requireVerifiedUser',
  'requireUser',
  'optionalUser',
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

const ROUTE_LINE = /^(?<indent>[│├└─\s]*)(?<label>\S.*?)(?: \((?<methods>[A-Z, ]+)\))?$/u;
const META_LINE = /^[│\s]*• \((?<hook>\w+)\) (?<names>\[.*\])$/u;

/**
 * Every route of a ready app, read from Fastify's own route tree so that a route added
 * tomorrow is listed without anyone touching this file. The tree printout is used (rather
 * than an onRoute hook) because it shows hooks added with `addHook` in a plugin too, in
 * whichever lifecycle slot (`onRequest`, `preHandler`) a guard sits.
 */
export function listRoutes(app: FastifyInstance): CataloguedRoute[] {
  // With commonPrefix the tree is the router's own radix tree: a full path is the
  // concatenation of the labels on the way down (the flat printout drops wildcard prefixes).
  const lines = app.printRoutes({ commonPrefix: true, includeHooks: true }).split('\n');
  const labelsByDepth: string[] = [];
  const routes: CataloguedRoute[] = [];
  let current: CataloguedRoute[] = [];
  for (const line of lines) {
    const meta = META_LINE.exec(line);
    if (meta) {
      const names = (JSON.parse(meta.groups!.names!) as string[]).map((name) => name.replace(/\(\)$/, ''));
      for (const route of current) route.hooks.push(...names.map((name) => `${meta.groups!.hook}:${name}`));
      continue;
    }
    const match = ROUTE_LINE.exec(line);
    if (!match?.groups?.label) continue;
    const depth = Math.floor(match.groups.indent!.length / 4);
    labelsByDepth.length = depth;
    labelsByDepth[depth] = match.groups.label;
    current = (match.groups.methods ?? '')
      .split(',')
      .map((method) => method.trim())
      .filter(Boolean)
      .map((method) => ({ method, url: labelsByDepth.join(''), hooks: [] }));
    routes.push(...current);
  }
  return routes;
}

/** Whether a back-office route keeps a manager to their branch (docs/decisions/0049-branch-manager.md). */
export const isBranchScoped = (route: CataloguedRoute) =>
  route.hooks.some((hook) => hook.endsWith(':scopeToOwnBranch'));

/** Whether a back-office route keeps a manager to the branch of the row its `:id` names. */
export const isRowScoped = (route: CataloguedRoute) =>
  route.hooks.some((hook) => hook.endsWith(':scopeToRowBranch'));

/** The guards a route runs, whether it sits in `onRequest` or `preHandler`. */
export const guardsOf = (route: CataloguedRoute): GuardName[] =>
  GUARD_NAMES.filter((guard) => route.hooks.some((hook) => hook.endsWith(`:${guard}`)));

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

import { lazy } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ComponentType, ReactElement } from 'react';
import { RouteErrorBoundary } from './routes/route-error.tsx';

/** What the route table keeps beside a route (see router.tsx). */
export interface RouteHandle {
  /**
   * Loads the route's page code (and, for a nested table, the page at `pathname` in it), or
   * answers undefined when it is in already: loadRouteModules calls it before a navigation,
   * hydration or the server's render.
   */
  preload?: (pathname: string) => Promise<unknown> | undefined;
}

/** Loads what the routes matching `pathname` still need (RouteHandle.preload); undefined when nothing. */
export function loadMatched(
  table: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<void> | undefined {
  const loads = (matchRoutes(table, pathname, basename) ?? [])
    .map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.(pathname))
    .filter((load) => load !== undefined);
  return loads.length > 0 ? Promise.all(loads).then(() => undefined) : undefined;
}

/**
 * A lazily loaded page: its code is a chunk of its own, fetched on first visit, and any
 * error while loading or rendering it stays inside this route's boundary.
 */
export function page(load: () => Promise<ComponentType>): { element: ReactElement; handle: RouteHandle } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const preload = () => (Loaded ? undefined : loadOnce());
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  // Once its code is in, the page renders at once: React.lazy would still suspend for a tick,
  // and a hydrating page (or the server's render) must draw its content on the first render.
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return {
    element: (
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>
    ),
    handle: { preload },
  };
}

import { lazy, useSyncExternalStore } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { RouteErrorBoundary } from './routes/route-error.tsx';

/** What the route table keeps beside a route (see router.tsx). */
export interface RouteHandle {
  /** Loads the route's page code; loadRouteModules calls it before hydrating or rendering on the server. */
  preload?: () => Promise<unknown>;
}

// Pages whose code is being fetched because a navigation asked for them: the root layout shows
// its thin progress bar meanwhile, so a click never feels ignored.
let pagesLoading = 0;
const listeners = new Set<() => void>();
// React.lazy starts a load while rendering: listeners hear of it just after, not during that render.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

function whileLoading<T>(promise: Promise<T>): Promise<T> {
  pagesLoading += 1;
  notify();
  return promise.finally(() => {
    pagesLoading -= 1;
    notify();
  });
}

/** True while a navigation waits for the next page's code. */
export function useIsLoadingPage(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pagesLoading > 0,
    () => false,
  );
}

/**
 * A lazily loaded page: its code is a chunk of its own, fetched on first visit, and any
 * error while loading or rendering it stays inside this route's boundary.
 */
export function page(load: () => Promise<ComponentType>): { element: ReactElement; handle: RouteHandle } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Lazy = lazy(() => whileLoading(preload()).then((component) => ({ default: component })));
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

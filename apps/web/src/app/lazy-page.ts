import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from './routes/route-error.tsx';

/**
 * A lazily loaded page: its code is a chunk of its own, fetched on first visit, and any
 * error while loading or rendering it stays inside this route's boundary.
 */
export function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return { lazy: async () => ({ Component: await load() }), ErrorBoundary: RouteError };
}

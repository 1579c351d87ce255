import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { discoverRoutes, routes as appRoutes } from '../app/router.tsx';
import { readLanguageCookie } from '../lib/language-cookie.ts';

interface RenderAppOptions {
  routes?: RouteObject[];
}

/** Renders the real providers and router at `path`, as a visitor opening that URL. */
export function renderApp(path: string, { routes = appRoutes }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  const result = render(
    <AppProviders queryClient={queryClient} language={readLanguageCookie()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

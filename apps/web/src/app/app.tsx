import { hydrate } from '@tanstack/react-query';
import type { Language } from '@salon/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { endHydration } from '../lib/hydration.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { discoverRoutes, routes } from './router.tsx';

/**
 * `serverState`: the answers a server-rendered page was made from, so hydration renders the same.
 * `language`: the page's language, its catalogue already loaded.
 */
export function App({ serverState, language }: { serverState?: DehydratedState; language: Language }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverState) hydrate(client, serverState);
    return client;
  });
  const [router] = useState(() =>
    createBrowserRouter(routes, {
      patchRoutesOnNavigation: discoverRoutes,
      // Pages have no loaders; this only tells the router the first page is already on screen.
      hydrationData: serverState ? { loaderData: {} } : undefined,
    }),
  );
  useEffect(() => {
    // Scripts (and end-to-end tests) can tell a rendered page from one that answers clicks.
    document.documentElement.dataset.app = 'ready';
    endHydration();
  }, []);
  return (
    <AppProviders queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

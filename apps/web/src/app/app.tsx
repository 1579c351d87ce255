import { hydrate } from '@tanstack/react-query';
import type { Language } from '@salon/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { endHydration } from '../lib/hydration.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { PreloadingRouter } from './preloading-router.tsx';
import { AppRoutes, loadRouteModules } from './router.tsx';

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
  // react-router's own browser history, as its BrowserRouter makes it (listeners hear every move).
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  useEffect(() => {
    // Scripts (and end-to-end tests) can tell a rendered page from one that answers clicks.
    document.documentElement.dataset.app = 'ready';
    endHydration();
  }, []);
  return (
    <AppProviders queryClient={queryClient} language={language}>
      <PreloadingRouter history={history} preload={loadRouteModules}>
        {/* A rendered page's modules were loaded before hydrating (main.tsx). */}
        <AppRoutes isRendered={serverState !== undefined} />
      </PreloadingRouter>
    </AppProviders>
  );
}

import { hydrate } from '@tanstack/react-query';
import type { Language } from '@salon/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { endHydration } from '../lib/hydration.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

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
  useEffect(() => {
    // Scripts (and end-to-end tests) can tell a rendered page from one that answers clicks.
    document.documentElement.dataset.app = 'ready';
    endHydration();
  }, []);
  return (
    <AppProviders queryClient={queryClient} language={language}>
      <BrowserRouter>
        {/* A rendered page's modules were loaded before hydrating (main.tsx). */}
        <AppRoutes isRendered={serverState !== undefined} />
      </BrowserRouter>
    </AppProviders>
  );
}

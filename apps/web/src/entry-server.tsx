import { dehydrate } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { Language } from '@salon/contracts';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, loadRouteModules, serverRenderingOf } from './app/router.tsx';
import { sessionQueryKey } from './features/auth/api/get-me.ts';
import { setApiTransport } from './lib/api-client.ts';
import { loadCatalogue } from './lib/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { salonInfo } from './lib/salon-info.ts';
import { ServerTitleContext } from './lib/use-document-title.ts';

/**
 * The server's side of docs/architecture.md#page-rendering: a public page rendered for a
 * signed-out visitor, with the answers it was rendered from, so the browser shows real
 * content before any script runs and then hydrates the same markup.
 */
export interface RenderedPage {
  status: number;
  title: string;
  /** The markup inside #root. */
  html: string;
  /** The query cache the markup came from, as JSON for the browser to start from. */
  state: string;
}

/** Answers the page's API requests in-process (the server passes its own app's inject). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

// A page whose data needs data needs a second look; more rounds than this means a loop.
const MAX_DATA_ROUNDS = 3;

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Loads every query the last render asked for and had not loaded yet; false when there were none. */
async function loadAskedFor(queryClient: QueryClient): Promise<boolean> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter(isEnabled);
  // A failed load leaves its query pending in the browser, which loads it as it always does.
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length > 0;
}

/**
 * Which rendered page answers `pathname`, for the server to keep it by: the path itself, one
 * not-found page for every unknown path (its markup never shows the path, so any unknown path
 * can have the one rendered for another), or null when the path is left to the browser.
 */
export function keptPageOf(pathname: string): string | null {
  const rendering = serverRenderingOf(pathname);
  if (!rendering) return null;
  return rendering.status === 404 ? NOT_FOUND_PAGE : pathname;
}

const NOT_FOUND_PAGE = '(not found)';

/**
 * The page at `url` for a signed-out visitor in `language` (the visitor's cookie, read by the
 * server: docs/architecture.md#languages), or null when this path is left to the browser.
 */
export async function renderPage(
  url: string,
  transport: ApiTransport,
  language: Language = 'en',
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url);
  const rendering = serverRenderingOf(pathname);
  if (!rendering) return null;
  setApiTransport(transport);
  // The page's code before the first render: renderToString cannot wait for a lazy page.
  await Promise.all([loadCatalogue(language), loadRouteModules(pathname)]);

  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, null);
  let title: string = salonInfo.name;
  const takeTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  const render = () =>
    renderToString(
      <ServerTitleContext value={takeTitle}>
        <AppProviders queryClient={queryClient} language={language}>
          <StaticRouter location={pathname + search}>
            <AppRoutes isRendered />
          </StaticRouter>
        </AppProviders>
      </ServerTitleContext>,
    );

  let html = render();
  for (let round = 0; round < MAX_DATA_ROUNDS && (await loadAskedFor(queryClient)); round++) html = render();

  return {
    status: rendering.status ?? 200,
    title,
    html,
    state: JSON.stringify(dehydrate(queryClient)),
  };
}

import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation, useNavigate } from 'react-router';
import type { Location, NavigateFunction, RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { PreloadingRouter } from '../app/preloading-router.tsx';
import { AppRoutes, loadRouteModules } from '../app/router.tsx';
import { readLanguageCookie } from '../lib/language-cookie.ts';

interface RenderAppOptions {
  routes?: RouteObject[];
}

/** What a test reads of the router: where the visitor is, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Reports the location on screen (and a navigate) as each navigation commits. */
function RouterProbe({ onCommit }: { onCommit: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onCommit(location, navigate), [onCommit, location, navigate]);
  return null;
}

/** Renders the real providers and router at `path`, as a visitor opening that URL. */
export function renderApp(path: string, { routes }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const { pathname, search, hash } = new URL(path, 'http://localhost');
  const router: TestRouter = {
    state: { location: { pathname, search, hash, state: null, key: 'default' } },
    navigate: () => {
      throw new Error('renderApp: the app has not rendered its router yet');
    },
  };
  const onCommit = (location: Location, navigate: NavigateFunction) => {
    router.state = { location };
    router.navigate = navigate;
  };
  const result = render(
    <AppProviders queryClient={queryClient} language={readLanguageCookie()}>
      <PreloadingRouter
        history={createMemoryHistory({ initialEntries: [path], v5Compat: true })}
        preload={loadRouteModules}
      >
        <RouterProbe onCommit={onCommit} />
        <AppRoutes table={routes} />
      </PreloadingRouter>
    </AppProviders>,
  );
  return { ...result, router };
}

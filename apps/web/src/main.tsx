import { SERVER_STATE_ELEMENT_ID } from '@salon/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRouteModules } from './app/router.tsx';
import { beginHydration } from './lib/hydration.ts';
import { loadCatalogue, readLanguageCookie } from './lib/language.ts';
import { readToken, syncSignedInHint } from './lib/token-storage.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

/** The query cache a server-rendered page came with (docs/architecture.md#page-rendering). */
function readServerState(): DehydratedState | undefined {
  const script = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

syncSignedInHint();
const serverState = readServerState();
// The page was rendered in the cookie's language: its catalogue comes before the first render,
// so hydration sees the same words (docs/architecture.md#languages).
const language = readLanguageCookie();
const catalogueLoaded = loadCatalogue(language);
document.documentElement.lang = language;

// The server renders pages for signed-out visitors only. A browser holding a token (whose
// hint cookie had not reached the server) starts afresh, so nothing shows until its session
// is loaded (docs/product.md#4.1).
if (serverState && readToken() === null) {
  beginHydration();
  void Promise.all([loadRouteModules(window.location.pathname), catalogueLoaded]).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App serverState={serverState} />
      </StrictMode>,
    ),
  );
} else {
  void catalogueLoaded.then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

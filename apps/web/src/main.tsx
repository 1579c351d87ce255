import { SERVER_STATE_ELEMENT_ID } from '@salon/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRouteModules } from './app/router.tsx';
import { beginHydration } from './lib/hydration.ts';
import { loadCatalogue, startingLanguage } from './lib/language.ts';
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

// The server renders pages for signed-out visitors only. A browser holding a token (whose
// hint cookie had not reached the server) starts afresh, so nothing shows until its session
// is loaded (docs/product.md#4.1).
async function start(rendered: DehydratedState | undefined) {
  // Evaluating the app's modules is one task already; starting the page in the next one keeps
  // each under the 50 ms a phone's user would feel.
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
  // The page's language and its catalogue come before the first render, so hydration sees the
  // same words as the server (docs/architecture.md#languages).
  const language = await startingLanguage(rendered !== undefined);
  document.documentElement.lang = language;
  if (rendered) {
    beginHydration();
    await Promise.all([loadRouteModules(window.location.pathname), loadCatalogue(language)]);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page answers a tap while the app takes it over.
    startTransition(() => {
      hydrateRoot(
        container!,
        <StrictMode>
          <App serverState={rendered} language={language} />
        </StrictMode>,
      );
    });
  } else {
    await loadCatalogue(language);
    createRoot(container!).render(
      <StrictMode>
        <App language={language} />
      </StrictMode>,
    );
  }
}

void start(serverState && readToken() === null ? serverState : undefined);

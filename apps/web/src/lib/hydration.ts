import { useSyncExternalStore } from 'react';

// docs/architecture.md#page-rendering: the server renders a page by its path alone, so while the
// browser hydrates that markup a page must render exactly what the server did, whatever the
// address's query says. Outside hydration (a page the browser renders itself) this is false.
let hydrating = false;
const listeners = new Set<() => void>();

/** main.tsx: the page about to be hydrated came from the server. */
export function beginHydration(): void {
  hydrating = true;
}

/** The app has taken the page over: components waiting on the query may read it now. */
export function endHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * `asRendered` while the browser hydrates server-rendered markup (and on the server itself),
 * `inBrowser` once the app has taken the page over. The component re-renders at that moment
 * only if the two differ (compared with Object.is, so pass primitives or stable objects): the
 * end of hydration is a synchronous update, and re-rendering a whole grid for nothing there is
 * a long task on a phone.
 */
export function useAfterHydration<T>(asRendered: T, inBrowser: T): T {
  return useSyncExternalStore(
    subscribe,
    () => (hydrating ? asRendered : inBrowser),
    () => asRendered,
  );
}

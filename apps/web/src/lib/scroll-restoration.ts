import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAfterHydration } from './hydration.ts';

const STORAGE_KEY = 'scroll-positions';

/**
 * A navigation's `state` that leaves the scroll where it is: a filter that changes the list in
 * place must not jump the visitor back to the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) => (state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The key a history entry's position is saved under. The entry a page load starts on has no key
 * of its own (the router calls every such entry 'default'), so its path tells them apart: else
 * a page opened by address took the position of whatever page was opened that way before (a
 * long home page left at its footer).
 */
const entryKey = ({ key, pathname, search }: { key: string; pathname: string; search: string }) =>
  key === 'default' ? `default ${pathname}${search}` : key;

/** The page load came back to an entry (a reload, Back or Forward), rather than opening an address. */
function isReturnToEntry(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function elementOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // not a decodable id: nothing to scroll to
  }
}

/**
 * Scroll as a visitor expects between pages: a new page starts at the top, a hash scrolls to
 * its element, Back and Forward (and a reload) return to where that entry was left. The
 * browser's own restoration is off while the app runs, since it would restore before the page
 * it belongs to has rendered. A page the server rendered is left where the browser put it.
 */
function useScrollRestoration(): void {
  const location = useLocation();
  const [positions] = useState(readSaved);
  const isHydrating = useAfterHydration(true, false);
  const [wasHydrated] = useState(isHydrating);
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Saved as the visitor scrolls: by the time a navigation renders, the old page is gone.
    const save = () => {
      if (shownKey.current !== null) positions[shownKey.current] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage refused (private mode, full): a reload starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    const key = entryKey(location);
    if (shownKey.current === key) return; // StrictMode runs an effect twice
    const isFirst = shownKey.current === null;
    shownKey.current = key;
    if (isFirst && wasHydrated) return;
    // Not `return window.scrollTo(...)`: newer browsers answer scrolls with a promise, which
    // React would take for this effect's clean-up. A page opened by its address starts at its
    // top, whatever was saved for it.
    const saved = isFirst && !isReturnToEntry() ? undefined : positions[key];
    const target = elementOf(location.hash);
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location, positions, wasHydrated]);
}

/**
 * useScrollRestoration in a component of its own: it renders again when hydration ends, and
 * alone, where in the layout that would redraw the top bar and the footer for nothing.
 */
export function ScrollRestoration(): null {
  useScrollRestoration();
  return null;
}

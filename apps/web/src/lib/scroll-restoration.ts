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
    if (shownKey.current === location.key) return; // StrictMode runs an effect twice
    const isFirst = shownKey.current === null;
    shownKey.current = location.key;
    if (isFirst && wasHydrated) return;
    // Not `return window.scrollTo(...)`: newer browsers answer scrolls with a promise, which
    // React would take for this effect's clean-up.
    const saved = positions[location.key];
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

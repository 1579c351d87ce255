import { createContext, startTransition, use, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Router } from 'react-router';
import type { To, UNSAFE_createMemoryHistory } from 'react-router';

/** react-router's own history, as its BrowserRouter and MemoryRouter build it. */
type History = Omit<ReturnType<typeof UNSAFE_createMemoryHistory>, 'index'>;

const NavigatingContext = createContext(false);

/** True while a navigation waits for the next page's code (the root layout's progress bar). */
export const useIsNavigating = () => use(NavigatingContext);

/**
 * react-router's declarative router over `history`, navigating as its data router did: the next
 * page's code loads before the address changes, the current page stays on screen meanwhile
 * (useIsNavigating), and the new page and its address arrive together. Back and Forward change
 * the address at once (the browser does), and their page shows once its code is in.
 */
export function PreloadingRouter({
  history,
  preload,
  children,
}: {
  history: History;
  /** Loads the code of the page at a path (loadRouteModules). */
  preload: (pathname: string) => Promise<void>;
  children: ReactNode;
}) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [isNavigating, setIsNavigating] = useState(false);
  // Only the latest navigation lands: a slower earlier one must not overtake it.
  const latest = useRef(0);

  useLayoutEffect(
    () =>
      history.listen((update) => {
        const navigation = ++latest.current;
        setIsNavigating(true);
        // A failed load lands anyway: the page's own error boundary then says so.
        void preload(update.location.pathname)
          .catch(() => undefined)
          .then(() => {
            if (navigation !== latest.current) return;
            startTransition(() => {
              setShown({ action: update.action, location: update.location });
              setIsNavigating(false);
            });
          });
      }),
    [history, preload],
  );

  const navigator = useMemo(() => {
    const moveWith =
      (move: (to: To, state?: unknown) => void) =>
      (to: To, state?: unknown): void => {
        const navigation = ++latest.current;
        setIsNavigating(true);
        void preload(history.createURL(to).pathname)
          .catch(() => undefined)
          .then(() => {
            if (navigation === latest.current) move(to, state);
          });
      };
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: moveWith(history.push),
      replace: moveWith(history.replace),
    };
  }, [history, preload]);

  return (
    <NavigatingContext value={isNavigating}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
        {children}
      </Router>
    </NavigatingContext>
  );
}

import {
  createContext,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
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
  /** Loads the code of the page at a path, or answers undefined when it is in (loadRouteModules). */
  preload: (pathname: string) => Promise<void> | undefined;
  children: ReactNode;
}) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [isNavigating, setIsNavigating] = useState(false);
  const latest = useRef(0);

  // Runs `land` once the page at `pathname` has its code (at once when it has it), unless a
  // later navigation started meanwhile: a slower earlier one must not overtake it.
  const whenLoaded = useCallback(
    (pathname: string, land: () => void) => {
      const navigation = ++latest.current;
      const loading = preload(pathname);
      if (!loading) return land();
      setIsNavigating(true);
      // A failed load lands anyway: the page's own error boundary then says so.
      void loading
        .catch(() => undefined)
        .then(() => {
          if (navigation === latest.current) land();
        });
    },
    [preload],
  );

  useLayoutEffect(
    () =>
      history.listen((update) =>
        whenLoaded(update.location.pathname, () =>
          startTransition(() => {
            setShown({ action: update.action, location: update.location });
            setIsNavigating(false);
          }),
        ),
      ),
    [history, whenLoaded],
  );

  const navigator = useMemo(() => {
    const moveWith = (move: (to: To, state?: unknown) => void) => (to: To, state?: unknown) =>
      whenLoaded(history.createURL(to).pathname, () => move(to, state));
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: moveWith(history.push),
      replace: moveWith(history.replace),
    };
  }, [history, whenLoaded]);

  return (
    <NavigatingContext value={isNavigating}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
        {children}
      </Router>
    </NavigatingContext>
  );
}

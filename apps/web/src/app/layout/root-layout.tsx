import { clsx } from 'clsx';
import { Outlet } from 'react-router';
import { useSessionExpiryRedirect } from '../../features/auth/hooks/use-session-expiry.ts';
import { useT } from '../../lib/use-language.tsx';
import { ScrollRestoration } from '../../lib/scroll-restoration.ts';
import { useIsNavigating } from '../preloading-router.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

export function RootLayout() {
  useSessionExpiryRedirect();
  const t = useT();
  const isNavigating = useIsNavigating();

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollRestoration />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-plum-900 px-4 py-2 text-sm text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('Skip to content')}
      </a>
      {/* A thin bar while the next page's code loads, so a click never feels ignored. */}
      <div
        aria-hidden="true"
        className={clsx(
          'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-gradient-to-r from-plum-700 to-blush-400 transition-transform duration-500',
          isNavigating ? 'scale-x-75' : 'scale-x-0',
        )}
      />
      <NavBar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

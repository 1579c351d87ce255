import { TOAST_DURATION_MS } from '../lib/ui-timings.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { Language } from '@salon/contracts';
import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { loadedSonner, onSonnerLoaded, setToasterMounted } from '../lib/toast.ts';
import { LanguageProvider, useT } from '../lib/use-language.tsx';

// Just below the sticky 64 px top bar, so a toast never covers the cart link or its badge.
const TOAST_OFFSET = { top: 'calc(4rem + 0.75rem)' } as const;
// A rem from the edges: a touch screen's 44 px close button, centred on the toast's corner, stays on screen (styles.css).
const TOAST_MOBILE_OFFSET = { top: 'calc(4rem + 0.5rem)', left: '1rem', right: '1rem' } as const;
// From Sonner's own phone breakpoint up, toasts go to the bottom right: top centre they covered
// the back office's branch switcher and the pages' first controls at 1280 px (docs/product.md).
const WIDE_SCREEN = '(min-width: 600px)';
const TOAST_WIDE_OFFSET = { bottom: '1.5rem', right: '1.5rem' } as const;
const MAX_VISIBLE_TOASTS = 3;

function onWideScreenChange(listener: () => void) {
  const query = window.matchMedia?.(WIDE_SCREEN);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
const isWideScreen = () => window.matchMedia?.(WIDE_SCREEN).matches ?? false;
// Sonner's rich colours, darkened so the words on the pale toasts pass the contrast check.
const TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(0, 80%, 36%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;
// The page's font stack, with the Sinhala and Tamil faces, instead of Sonner's own system stack (styles.css).
const TOAST_STYLE = { ...TOAST_COLOURS, fontFamily: 'var(--font-sans)' } as CSSProperties;

/** Sonner's Toaster, from the first toast on (src/lib/toast.ts); nothing before. */
function Toasts() {
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner, () => undefined);
  const t = useT();
  const isWide = useSyncExternalStore(onWideScreenChange, isWideScreen, () => false);
  useEffect(() => {
    if (!sonner) return;
    // The Toaster's own effects ran first: it listens, so the waiting toasts can go.
    setToasterMounted(true);
    return () => setToasterMounted(false);
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position={isWide ? 'bottom-right' : 'top-center'}
      offset={isWide ? TOAST_WIDE_OFFSET : TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      visibleToasts={MAX_VISIBLE_TOASTS}
      style={TOAST_STYLE}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      // Sonner's own words are English: the region's name (it adds the hotkey) and the close button's.
      containerAriaLabel={t('Notifications')}
      toastOptions={{ closeButtonAriaLabel: t('Close notification') }}
    />
  );
}

/**
 * Everything above the router: data cache, session, toasts (docs/product.md#2.2: top center, below the
 * top bar, at most three at once).
 */
export function AppProviders({
  queryClient,
  language = 'en',
  children,
}: {
  queryClient: QueryClient;
  /** The language the page starts in, its catalogue loaded (docs/architecture.md#languages). */
  language?: Language;
  children: ReactNode;
}) {
  return (
    <LanguageProvider language={language}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <Toasts />
      </QueryClientProvider>
    </LanguageProvider>
  );
}

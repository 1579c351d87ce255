import { TOAST_DURATION_MS } from '../lib/ui-timings.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionProvider } from '../features/auth/components/session-provider.tsx';

/** Everything above the router: data cache, session, toasts (docs/product.md#2.2: top center). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
    </QueryClientProvider>
  );
}

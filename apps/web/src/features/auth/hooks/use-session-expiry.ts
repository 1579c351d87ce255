import { globalErrorMessages, isBackOfficeRole } from '@salon/contracts';
import { SESSION_EXPIRED_REDIRECT_MS } from '../../../lib/ui-timings.ts';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { onUnauthorized } from '../../../lib/api-client.ts';
import { rememberReturn } from '../../../lib/return-after-sign-in.ts';
import { removeToken } from '../../../lib/token-storage.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useSession } from './use-session.ts';

/**
 * docs/product.md#8.1: any 401 removes the token, toasts, and after 1.5 s goes to /login. The user is
 * forgotten only at that moment, so the page does not jump before the toast can be read.
 * Signing in again leads back to the page the customer was on (docs/product.md#2.1), where the
 * booking page finds its choices again (features/booking/lib/booking-draft.ts).
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, clearSession } = useSession();
  const t = useT();

  const expire = useEffectEvent(() => {
    // Staff sign in again on their own page (lib/return-after-sign-in.ts never leads into /admin).
    if (!isBackOfficeRole(user?.role)) rememberReturn(location.pathname + location.search);
    clearSession();
    void navigate('/login');
  });
  // Read when the 401 comes, so the toast speaks the language chosen by then.
  const sayExpired = useEffectEvent(() => {
    toast.error(t(globalErrorMessages.sessionExpired), { id: 'session-expired' });
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onUnauthorized(() => {
      // Several requests can fail together; one toast and one redirect are enough.
      if (timer !== undefined) return;
      removeToken();
      sayExpired();
      timer = setTimeout(() => {
        timer = undefined;
        expire();
      }, SESSION_EXPIRED_REDIRECT_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
}

import { globalErrorMessages } from '@salon/contracts';
import { SESSION_EXPIRED_REDIRECT_MS } from '../../../lib/ui-timings.ts';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { onUnauthorized } from '../../../lib/api-client.ts';
import { removeToken } from '../../../lib/token-storage.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useSession } from './use-session.ts';

/**
 * docs/product.md#8.1: any 401 removes the token, toasts, and after 1.5 s goes to /login. The user is
 * forgotten only at that moment, so the page does not jump before the toast can be read.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const { clearSession } = useSession();
  const t = useT();

  const expire = useEffectEvent(() => {
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

import { sessionMessages, successMessages } from '@salon/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useLogoutRequest } from '../api/logout.ts';
import { useSession } from './use-session.ts';

/** Logout always signs out locally, even when the server call fails (docs/product.md#8.3 'Logout failed'). */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const { clearSession } = useSession();
  const navigate = useNavigate();
  const t = useT();
  const { mutateAsync, isPending } = useLogoutRequest();

  const logout = useCallback(async () => {
    try {
      await mutateAsync();
      toast.success(t(successMessages.loggedOut));
    } catch {
      toast.error(t(sessionMessages.logoutFailed));
    }
    clearSession();
    await navigate('/login');
  }, [mutateAsync, clearSession, navigate, t]);

  return { logout, isPending };
}

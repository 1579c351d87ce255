import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SignedIn } from '../api/auth-response.ts';
import { useSession } from './use-session.ts';

/** Every way of signing in ends the same: keep the token, say so, go on (docs/product.md#2.1 redirect targets). */
export function useCompleteSignIn() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (signedIn: SignedIn, successMessage: string, to: string) => {
      setSession(signedIn.token, signedIn.user);
      toast.success(successMessage);
      void navigate(to, { replace: true });
    },
    [setSession, navigate],
  );
}

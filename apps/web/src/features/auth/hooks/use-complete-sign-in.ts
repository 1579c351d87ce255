import { isBackOfficeRole } from '@salon/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { takeReturn } from '../../../lib/return-after-sign-in.ts';
import { useT } from '../../../lib/use-language.tsx';
import type { SignedIn } from '../api/auth-response.ts';
import { useSession } from './use-session.ts';

/**
 * Every way of signing in ends the same: keep the token, say so (in the visitor's language), go on (docs/product.md#2.1
 * redirect targets), or back to what the sign-in interrupted (lib/return-after-sign-in.ts).
 */
export function useCompleteSignIn() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const t = useT();
  return useCallback(
    (signedIn: SignedIn, successMessage: string, to: string) => {
      setSession(signedIn.token, signedIn.user);
      toast.success(t(successMessage));
      // A customer whose sign-in interrupted something goes back to it; staff never do. A
      // stylist lands on their own day (docs/decisions/0039-staff-accounts.md).
      const back = takeReturn();
      const { role } = signedIn.user;
      void navigate(role === 'staff' ? '/staff' : isBackOfficeRole(role) ? to : (back ?? to), {
        replace: true,
      });
    },
    [setSession, navigate, t],
  );
}

import { isBackOfficeRole } from '@salon/contracts';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { rememberReturn } from '../../../lib/return-after-sign-in.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useSession } from '../hooks/use-session.ts';

/**
 * docs/product.md#2.1 access gate, in its order: loading, no user, wrong role, unverified.
 * Used as a layout route so every protected page sits below one gate. A signed-out visitor of
 * the back office is sent to the staff sign-in (docs/architecture.md#admin), not the customers'.
 */
export function AccessGate({
  adminOnly = false,
  stylistOnly = false,
}: {
  adminOnly?: boolean;
  /** A stylist's own day (docs/decisions/0039-staff-accounts.md): role staff only. */
  stylistOnly?: boolean;
}) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const t = useT();
  // Whether a session was seen here: signing out on a protected page is no interrupted visit,
  // and must not bring the next sign-in back to this page. A session running out is one, but
  // the expiry hook remembers the page itself (hooks/use-session-expiry.ts).
  const [hadSession, setHadSession] = useState(false);
  if (user && !hadSession) setHadSession(true);
  if (isLoading) return <PageLoader label={t('Loading...')} />;
  if (!user) {
    // A visitor who came here signed out comes back here once signed in (lib/return-after-sign-in.ts).
    if (!adminOnly && !hadSession) rememberReturn(location.pathname + location.search);
    return <Navigate to={adminOnly ? '/admin/login' : '/login'} replace />;
  }
  // A stylist's sign-in opens their own day, never the back office or a customer's pages.
  if (user.role === 'staff' && !stylistOnly) return <Navigate to="/staff" replace />;
  if (stylistOnly && user.role !== 'staff') return <Navigate to="/" replace />;
  // The owner, or a branch manager (docs/decisions/0049-branch-manager.md); the admin layout
  // keeps a manager to their pages.
  if (adminOnly && !isBackOfficeRole(user.role)) return <Navigate to="/" replace />;
  if (!user.isVerified) return <Navigate to="/verify-email" replace />;
  return <Outlet />;
}

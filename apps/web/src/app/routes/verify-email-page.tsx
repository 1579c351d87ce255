import { Navigate } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { VerifyEmailPanel } from '../../features/auth/components/verify-email-panel.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/architecture.md#accounts: where a signed-in but unverified user finishes verification. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (user.isVerified) return <Navigate to="/" replace />;

  return (
    <AuthShell
      title="Verify your email"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong className="font-medium text-ink">{user.email}</strong> to
          start booking.
        </>
      }
    >
      <VerifyEmailPanel userId={user._id} email={user.email} />
    </AuthShell>
  );
}

import { Navigate } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { VerifyEmailPanel } from '../../features/auth/components/verify-email-panel.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';
import { TextWithElement } from '../../lib/text-with-element.tsx';

/** docs/architecture.md#accounts: where a signed-in but unverified user finishes verification. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const t = useT();
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (user.isVerified) return <Navigate to="/" replace />;

  return (
    <AuthShell
      title="Verify your email"
      subtitle={
        <TextWithElement text={t('Enter the 6-digit code we sent to {email} to start booking.')} name="email">
          <strong className="font-medium text-ink">{user.email}</strong>
        </TextWithElement>
      }
    >
      <VerifyEmailPanel userId={user._id} email={user.email ?? ''} />
    </AuthShell>
  );
}

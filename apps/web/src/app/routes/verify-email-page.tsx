import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';
import { TextWithElement } from '../../lib/text-with-element.tsx';
import { readToken } from '../../lib/token-storage.ts';

// The code form is for a signed-in, unverified account only: a signed-out visitor is sent on to
// /login without downloading it, which keeps /verify-email inside its first-visit script budget
// (bench/lib/web-weight.mjs). With a stored token its download starts beside the session's own
// request instead of after it.
const loadPanel = () => import('../../features/auth/components/verify-email-panel.tsx');
const VerifyEmailPanel = lazy(() => loadPanel().then((module) => ({ default: module.VerifyEmailPanel })));
if (readToken()) loadPanel().catch(() => {});

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
      <Suspense
        fallback={
          <SkeletonGroup className="space-y-5">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-12 w-full" />
          </SkeletonGroup>
        }
      >
        <VerifyEmailPanel userId={user._id} email={user.email ?? ''} />
      </Suspense>
    </AuthShell>
  );
}

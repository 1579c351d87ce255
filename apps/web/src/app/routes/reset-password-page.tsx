import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const t = useT();
  const { token = '' } = useParams();
  return (
    <AuthShell
      title="Set a new password"
      subtitle="Choose a password with at least 8 characters, upper and lower case letters and a number."
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-2 font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('Back to login')}
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const t = useT();
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email you registered with and we will send you a link to set a new one."
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-2 font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('Back to login')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}

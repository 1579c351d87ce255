import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/** docs/product.md#2.3: an owner who forgot the password gets the reset mail for the staff account. */
export function AdminForgotPasswordPage() {
  const t = useT();
  useDocumentTitle('Admin password reset');
  return (
    <AuthShell
      audience="staff"
      title="Forgot your staff password?"
      subtitle="Enter the email of your admin account and we will send you a link to set a new password."
      footer={
        <Link
          to="/admin/login"
          className="inline-flex items-center gap-2 font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('Back to admin sign in')}
        </Link>
      }
    >
      <ForgotPasswordForm role="admin" />
    </AuthShell>
  );
}

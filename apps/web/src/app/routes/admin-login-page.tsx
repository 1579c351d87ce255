import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function AdminLoginPage() {
  const t = useT();
  useDocumentTitle('Admin sign in');
  return (
    <AuthShell
      audience="staff"
      title="Admin sign in"
      subtitle={
        <span className="inline-flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-plum-700" />{' '}
          {t('For salon staff with an admin account.')}
        </span>
      }
      footer={
        <>
          {t('New member of staff?')}{' '}
          <Link
            to="/admin/register"
            className="font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
          >
            {t('Register with a key')}
          </Link>
        </>
      }
    >
      <LoginForm role="admin" />
    </AuthShell>
  );
}

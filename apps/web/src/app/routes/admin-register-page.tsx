import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AdminRegisterForm } from '../../features/auth/components/admin-register-form.tsx';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function AdminRegisterPage() {
  const t = useT();
  useDocumentTitle('Admin registration');
  return (
    <AuthShell
      audience="staff"
      title="Admin registration"
      subtitle={
        <span className="inline-flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-plum-700" />{' '}
          {t('For salon staff with a registration key.')}
        </span>
      }
      footer={
        <>
          {t('Already registered?')}{' '}
          <Link
            to="/admin/login"
            className="font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
          >
            {t('Admin sign in')}
          </Link>
        </>
      }
    >
      <AdminRegisterForm />
    </AuthShell>
  );
}

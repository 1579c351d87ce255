import { Link } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SignInMethodSwitch } from '../../features/auth/components/sign-in-method-switch.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

const linkClasses =
  'font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const t = useT();
  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to book and manage your appointments."
      footer={
        <>
          {t('New to Salon?')}{' '}
          <Link to="/register" className={linkClasses}>
            {t('Create an account')}
          </Link>
        </>
      }
    >
      <SignInMethodSwitch emailForm={<LoginForm />} />
      <GoogleSignIn />
    </AuthShell>
  );
}

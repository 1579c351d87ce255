import { Link } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { SignInMethodSwitch } from '../../features/auth/components/sign-in-method-switch.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function RegisterPage() {
  useDocumentTitle('Create a new account');
  const t = useT();
  return (
    <AuthShell
      title="Create a new account"
      subtitle="Save your details once and book your next visit in moments."
      footer={
        <>
          {t('Already have an account?')}{' '}
          <Link
            to="/login"
            className="font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
          >
            {t('Sign in')}
          </Link>
        </>
      }
    >
      <SignInMethodSwitch emailForm={<RegisterForm />} />
      <GoogleSignIn text="signup_with" />
    </AuthShell>
  );
}

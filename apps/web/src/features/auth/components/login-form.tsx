import { successMessages } from '@salon/contracts';
import type { Role } from '@salon/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { EmailField } from './email-field.tsx';
import { useLogin } from '../api/login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { describeLoginError } from '../lib/login-error.ts';
import { loginValidation } from '../validation/lazy-auth-resolvers.ts';
import { TextWithElement, elementSlot } from '../../../lib/text-with-element.tsx';
import { useT } from '../../../lib/use-language.tsx';

/** docs/product.md#2.3 login form; the admin sign-in screen reuses it with role 'admin'. */
export function LoginForm({ role = 'user' }: { role?: Role }) {
  const [formError, setFormError] = useState<string | null>(null);
  const t = useT();
  // Only two roles exist, so a refusal on the customers' form means a staff account.
  const [isStaffAccount, setIsStaffAccount] = useState(false);
  const { mutate, isPending } = useLogin();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: loginValidation.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    setIsStaffAccount(false);
    mutate(
      { ...values, role },
      {
        onSuccess: (signedIn) =>
          completeSignIn(
            signedIn,
            successMessages.login,
            // A branch manager runs their branch's day (docs/decisions/0049-branch-manager.md).
            signedIn.user.role === 'admin'
              ? '/admin/dashboard'
              : signedIn.user.role === 'manager'
                ? '/admin/day'
                : '/dashboard',
          ),
        onError: (error) => {
          const message = describeLoginError(error);
          setFormError(message);
          setIsStaffAccount(role === 'user' && hasErrorCode(error, 'FORBIDDEN'));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} onFocus={loginValidation.preload} noValidate className="space-y-5">
      {formError && (
        <Alert>
          {t(formError)}
          {isStaffAccount && (
            <>
              {' '}
              <TextWithElement
                text={t('Staff accounts sign in on the {link}.', elementSlot('link'))}
                name="link"
              >
                <Link to="/admin/login" className="font-semibold underline underline-offset-4">
                  {t('admin sign-in page')}
                </Link>
              </TextWithElement>
            </>
          )}
        </Alert>
      )}
      <EmailField error={errors.email?.message} {...register('email')} />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 text-right">
          <Link
            to={role === 'admin' ? '/admin/forgot-password' : '/forgot-password'}
            className="text-sm font-medium text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
          >
            {t('Forgot password?')}
          </Link>
        </div>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {t('Sign in')}
      </Button>
    </form>
  );
}

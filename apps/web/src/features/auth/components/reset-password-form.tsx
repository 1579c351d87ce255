import { authMessages, successMessages } from '@salon/contracts';
import type { Role } from '@salon/contracts';
import { RESET_REDIRECT_MS } from '../../../lib/ui-timings.ts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { signInPathFor } from '../lib/sign-in-path.ts';
import { resetPasswordValidation } from '../validation/lazy-auth-resolvers.ts';

/**
 * The password's message lists every broken rule joined by '. ' (docs/product.md#5): each rule
 * is its own catalogue text, so each is translated apart.
 */
const translateSentences = (message: string, t: (text: string) => string) =>
  message
    .split('. ')
    .map((sentence) => t(sentence))
    .join('. ');

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [doneAs, setDoneAs] = useState<Role | null>(null);
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const { mutate, isPending } = useResetPassword();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: resetPasswordValidation.resolver,
    defaultValues: { password: '', confirmPassword: '', isAdmin: false },
  });

  // The link mailed to a staff account says so; read after hydration, as the rendered page has no query.
  const mailedToStaff = searchParams.get('account') === 'admin';
  // A stylist's first password (docs/decisions/0039-staff-accounts.md): no admin choice to make.
  const forStylist = searchParams.get('account') === 'stylist';
  useEffect(() => {
    if (mailedToStaff) setValue('isAdmin', true);
  }, [mailedToStaff, setValue]);

  // docs/product.md#2.1: after a reset the user lands on the sign-in page, 3 s later so the toast
  // can be read; staff on theirs.
  useEffect(() => {
    if (!doneAs) return;
    const timer = setTimeout(() => void navigate(signInPathFor(doneAs)), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [doneAs, navigate]);

  const onSubmit = handleSubmit(({ password, isAdmin }) => {
    setFormError(null);
    const role: Role = isAdmin ? 'admin' : 'user';
    mutate(
      { token, body: { password, role } },
      {
        onSuccess: () => {
          toast.success(t(successMessages.passwordReset));
          setDoneAs(role);
        },
        onError: (error) => {
          const message = describeError(error, authMessages.resetFailed);
          setFormError(message);
        },
      },
    );
  });

  if (doneAs) {
    return (
      <Alert tone="success">
        {t(successMessages.passwordReset)}{' '}
        <Link to={signInPathFor(doneAs)} className="font-medium underline underline-offset-4">
          {t('Go to login')}
        </Link>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={resetPasswordValidation.preload} noValidate className="space-y-5">
      {formError && <Alert>{t(formError)}</Alert>}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message && translateSentences(errors.password.message, t)}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {!forStylist && <Checkbox label={t('Admin Account')} {...register('isAdmin')} />}
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {t(forStylist ? 'Choose your password' : 'Reset Password')}
      </Button>
    </form>
  );
}

import { authMessages } from '@salon/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EmailField } from './email-field.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { forgotPasswordValidation } from '../validation/lazy-auth-resolvers.ts';
import type { Role } from '@salon/contracts';
import { signInPathFor } from '../lib/sign-in-path.ts';
import { useT } from '../../../lib/use-language.tsx';

/** docs/product.md#2.3: staff reach it from /admin/login, so their request carries role admin. */
export function ForgotPasswordForm({ role = 'user' }: { role?: Role }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const t = useT();
  const { mutate, isPending } = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: forgotPasswordValidation.resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    setFormError(null);
    mutate(
      { email, role },
      {
        onSuccess: (answer) => {
          toast.success(t(answer.message));
          setSentMessage(answer.message);
        },
        onError: (error) => {
          const message = describeError(error, authMessages.sendResetLinkFailed);
          setFormError(message);
        },
      },
    );
  });

  if (sentMessage) {
    return (
      <div role="status" className="text-center">
        <div className="mx-auto grid size-14 place-items-center rounded-full bg-blush-100 text-plum-800">
          <MailCheck aria-hidden="true" className="size-7" />
        </div>
        <h2 className="mt-4 text-xl text-plum-950">{t(authMessages.resetLinkSentTitle)}</h2>
        <p className="mt-2 text-sm text-ink-muted">{t(sentMessage)}</p>
        <Link to={signInPathFor(role)} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          {t('Back to login')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={forgotPasswordValidation.preload} noValidate className="space-y-5">
      {formError && <Alert>{t(formError)}</Alert>}
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {t('Send Reset Link')}
      </Button>
    </form>
  );
}

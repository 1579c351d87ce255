import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, changePasswordFormSchema, successMessages } from '@salon/contracts';
import type { ChangePasswordForm as ChangePasswordValues } from '@salon/contracts';
import { PASSWORD_BANNER_MS } from '../../../lib/ui-timings.ts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useUpdatePassword } from '../api/update-password.ts';

const emptyForm: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** docs/product.md#2.4 and docs/product.md#5: change the password; a green banner confirms it for 3 seconds. */
export function ChangePasswordForm() {
  const [isBannerShown, setIsBannerShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const t = useT();
  const { mutate, isPending } = useUpdatePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  useEffect(() => {
    if (!isBannerShown) return;
    const timer = setTimeout(() => setIsBannerShown(false), PASSWORD_BANNER_MS);
    return () => clearTimeout(timer);
  }, [isBannerShown]);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setFormError(null);
    setIsBannerShown(false);
    mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (message) => {
          reset(emptyForm);
          setIsBannerShown(true);
          toast.success(t(message || successMessages.passwordUpdated));
        },
        onError: (error) => {
          const message = describeError(error, authMessages.changePasswordFailed);
          setFormError(message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {isBannerShown && <Alert tone="success">{t(successMessages.passwordChanged)}</Alert>}
      {formError && <Alert title={t(authMessages.passwordUpdateFailed)}>{t(formError)}</Alert>}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex justify-end">
        <Button type="submit" size="lg" isLoading={isPending} className="w-full sm:w-auto">
          {t('Update Password')}
        </Button>
      </div>
    </form>
  );
}

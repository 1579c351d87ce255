import { authMessages, successMessages } from '@salon/contracts';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EmailField } from './email-field.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useRegister } from '../api/register.ts';
import { registerValidation } from '../validation/lazy-auth-resolvers.ts';
import { useT } from '../../../lib/use-language.tsx';

// The code dialog (and the dialog, countdown and code form under it) appears only once the
// server has answered a registration: /register stays inside its first-visit script budget
// (bench/lib/web-weight.mjs). The download starts with the submit, so it is in by the answer.
const loadVerificationModal = () => import('./verification-modal.tsx');
const VerificationModal = lazy(() =>
  loadVerificationModal().then((module) => ({ default: module.VerificationModal })),
);

const emptyForm = { name: '', email: '', password: '', confirmPassword: '', address: '', phone: '' };

interface PendingVerification {
  userId: string;
  email: string;
}

export function RegisterForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const t = useT();
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const { mutate, isPending } = useRegister();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: registerValidation.resolver, defaultValues: emptyForm });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    loadVerificationModal().catch(() => {});
    mutate(values, {
      onSuccess: (answer) => {
        toast.success(t(answer.message || successMessages.registration));
        setPending({ userId: answer.userId, email: values.email });
      },
      onError: (error) => {
        // A taken e-mail (CONFLICT) carries the server's own message, as do the other refusals.
        const message = describeError(error, authMessages.registrationFailed);
        setFormError(message);
      },
    });
  });

  function closeVerification() {
    setPending(null);
    // docs/product.md#4.1: closing the modal after registration clears the form.
    reset(emptyForm);
  }

  return (
    <>
      <form onSubmit={onSubmit} onFocus={registerValidation.preload} noValidate className="space-y-5">
        {formError && <Alert>{t(formError)}</Alert>}
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            hint="At least 8 characters with upper and lower case letters and a number."
            {...register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          // The whole number: the schema reads +94 and spaced forms too (docs/architecture.md#phones).
          autoComplete="tel"
          placeholder="0771234567"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Address"
          optional
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={isPending}>
          {t('Register')}
        </Button>
      </form>
      {pending && (
        <Suspense fallback={null}>
          <VerificationModal userId={pending.userId} email={pending.email} onClose={closeVerification} />
        </Suspense>
      )}
    </>
  );
}

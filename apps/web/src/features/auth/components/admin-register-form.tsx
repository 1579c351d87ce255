import { zodResolver } from '@hookform/resolvers/zod';
import { adminRegisterRequestSchema, authMessages, successMessages } from '@salon/contracts';
import type { AdminRegisterRequest } from '@salon/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useRegisterAdmin } from '../api/admin-register.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { EmailField } from './email-field.tsx';

// The server answers a missing key with the same refusal as a wrong one; saying so here saves a trip.
// The fields translate their labels, hints and errors; the other words go through t() below.
const adminRegisterFormSchema = adminRegisterRequestSchema.refine((body) => Boolean(body.adminKey?.trim()), {
  message: 'The registration key is required',
  path: ['adminKey'],
});

const emptyForm: AdminRegisterRequest = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  adminKey: '',
};

/** docs/architecture.md#admin: staff sign up with the registration key the owner set on the server. */
export function AdminRegisterForm() {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const { mutate, isPending } = useRegisterAdmin();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminRegisterFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    mutate(values, {
      onSuccess: (signedIn) =>
        completeSignIn(signedIn, successMessages.adminRegistration, '/admin/dashboard'),
      onError: (error) => {
        const message = describeError(error, authMessages.registrationFailed);
        setFormError(message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
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
      <PasswordField
        label="Registration key"
        autoComplete="off"
        error={errors.adminKey?.message}
        hint="Ask the salon owner for the key."
        {...register('adminKey')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {t('Register as admin')}
      </Button>
    </form>
  );
}

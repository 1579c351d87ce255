import { zodResolver } from '@hookform/resolvers/zod';
import { profileMessages, updateProfileRequestSchema, validationMessages } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { EmailAddition } from './email-addition.tsx';
import { PhoneConfirmation } from './phone-confirmation.tsx';

/**
 * docs/product.md#2.4 marks the phone number required on this screen, while the shared rule (docs/product.md#5)
 * only checks it when present: the form adds the presence check, in the same words.
 */
const profileFormSchema = updateProfileRequestSchema.refine((profile) => Boolean(profile.phone), {
  message: validationMessages.profilePhone,
  path: ['phone'],
});

interface ProfileFormProps {
  user: User;
  /** Told the saved user, so the rest of the app (the nav bar's name) shows it at once. */
  onUserChange: (user: User) => void;
}

export function ProfileForm({ user, onUserChange }: ProfileFormProps) {
  const t = useT();
  const { mutate, isPending } = useUpdateProfile(onUserChange);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '', address: user.address ?? '' },
  });

  const typedPhone = useWatch({ control, name: 'phone' });

  const onSubmit = handleSubmit((values) => {
    // City is not on this screen, but the call carries it (docs/product.md#7.1): keep what is stored.
    mutate(
      { ...values, city: user.city },
      {
        onSuccess: ({ user: saved, message }) => {
          reset({ name: saved.name, phone: saved.phone ?? '', address: saved.address ?? '' });
          toast.success(t(message || profileMessages.updated));
        },
        onError: (error) => toast.error(t(errorMessage(error, profileMessages.updateFailed))),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {user.email === null ? (
        <EmailAddition onUserChange={onUserChange} />
      ) : (
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your e-mail address is your sign-in and cannot be changed here."
          className="[&_input]:bg-sand-50 [&_input]:text-ink-muted"
        />
      )}
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0771234567"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      {/* Keyed by the saved number: a new one starts with no code sent. */}
      <PhoneConfirmation
        key={user.phone ?? ''}
        user={user}
        phoneEdited={(typedPhone ?? '').trim() !== (user.phone ?? '')}
        onUserChange={onUserChange}
      />
      <TextareaField
        label={t('Address')}
        rows={3}
        autoComplete="street-address"
        placeholder={t('No. 12, Flower Road, Colombo 07')}
        optional
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          isLoading={isPending}
          disabled={!isDirty && !isPending}
          className="w-full sm:w-auto"
        >
          {t('Save Changes')}
        </Button>
      </div>
    </form>
  );
}

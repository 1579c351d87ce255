import { catalogueAdminMessages } from '@salon/contracts';
import type { SalonProfile } from '@salon/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { textFormResolver } from '../../../lib/form-resolver.ts';
import { placeServerErrors } from '../../../lib/server-field-errors.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useSaveSalonProfile } from '../api/settings-api.ts';
import { profileFields, profileFormDefaults, profileFormSchema } from '../lib/profile-form.ts';
import type { ProfileFormValues } from '../lib/profile-form.ts';

export const profileSaveFailed = 'Failed to save the salon details';

/** The details the public pages show: footer, contact section, policies and payment screens. */
export function SalonProfileForm({ profile }: { profile: SalonProfile }) {
  const save = useSaveSalonProfile();
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, SalonProfile>({
    resolver: textFormResolver<ProfileFormValues, typeof profileFormSchema>(profileFormSchema),
    defaultValues: profileFormDefaults(profile),
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(profileFormDefaults(saved));
        toast.success(t(catalogueAdminMessages.profileSaved));
      },
      onError: (error) => {
        if (!placeServerErrors(error, profileFields, setError))
          toast.error(t(errorMessage(error, profileSaveFailed)));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Salon name"
        required
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Address"
        optional
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" type="tel" optional error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="WhatsApp number"
          type="tel"
          optional
          hint="A Sri Lankan number, e.g. 077 123 4567; it is saved with the country code for the chat link."
          error={errors.whatsapp?.message}
          {...register('whatsapp')}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        optional
        hint="Booking and cancellation notices go here."
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Map link"
        type="url"
        optional
        error={errors.mapUrl?.message}
        {...register('mapUrl')}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} disabled={!isDirty && !save.isPending}>
          {t('Save salon details')}
        </Button>
      </div>
    </form>
  );
}

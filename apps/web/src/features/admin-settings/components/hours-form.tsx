import { catalogueAdminMessages } from '@salon/contracts';
import type { BookingSettings } from '../lib/hours-form.ts';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { textFormResolver } from '../../../lib/form-resolver.ts';
import { placeServerErrors } from '../../../lib/server-field-errors.ts';
import { useT } from '../../../lib/use-language.tsx';
import { WEEK_FROM_MONDAY, WEEKDAYS } from '../../../lib/weekdays.ts';
import { useSaveBookingSettings } from '../api/settings-api.ts';
import { hoursFormDefaults, hoursFormSchema, numberFields, toBookingSettings } from '../lib/hours-form.ts';
import type { HoursFormOutput, HoursFormValues } from '../lib/hours-form.ts';

export const settingsSaveFailed = 'Failed to save the settings';

const numberLabels: Record<(typeof numberFields)[number], { label: string; hint: string }> = {
  capacity: { label: 'Chairs', hint: 'Customers served at the same time (1-50).' },
  slotStepMinutes: { label: 'Slot step (minutes)', hint: 'How far apart the offered start times are.' },
  bufferMinutes: { label: 'Buffer (minutes)', hint: 'Kept free after each appointment.' },
  leadTimeMinutes: { label: 'Lead time (minutes)', hint: 'How soon from now a booking may start.' },
  horizonDays: { label: 'Horizon (days)', hint: 'How far ahead customers may book.' },
};

/** Opening hours per weekday and the numbers that shape the free slots (docs/architecture.md#availability). */
export function HoursForm({ settings }: { settings: BookingSettings }) {
  const save = useSaveBookingSettings();
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<HoursFormValues, unknown, HoursFormOutput>({
    resolver: textFormResolver<HoursFormValues, typeof hoursFormSchema>(hoursFormSchema),
    defaultValues: hoursFormDefaults(settings),
  });
  const days = useWatch({ control, name: 'days' });

  const onSubmit = handleSubmit((values) =>
    save.mutate(toBookingSettings(values), {
      onSuccess: (saved) => {
        reset(hoursFormDefaults(saved));
        toast.success(t(catalogueAdminMessages.settingsSaved));
      },
      onError: (error) => {
        if (!placeServerErrors(error, numberFields, setError))
          toast.error(t(errorMessage(error, settingsSaveFailed)));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset>
        <legend className="mb-3 text-lg text-plum-950">{t('Opening hours')}</legend>
        <ul className="space-y-2">
          {WEEK_FROM_MONDAY.map((index) => {
            const weekday = WEEKDAYS[index];
            const isOpen = days[index]?.isOpen ?? false;
            const dayErrors = errors.days?.[index];
            // The checkbox's column as wide as its word: Tamil's "Open" needs more than 6rem, and
            // in a fixed column it ran under the time field beside it.
            return (
              <li
                key={weekday}
                className="grid grid-cols-[7rem_1fr] items-start gap-3 sm:grid-cols-[8rem_minmax(6rem,max-content)_1fr]"
              >
                {/* Each cell centred on a 44 px row: the checkbox's label is the target to tap. */}
                <span className="flex min-h-11 items-center text-sm font-medium text-ink">{t(weekday)}</span>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    aria-label={t('Open on {day}', { day: t(weekday) })}
                    className="size-4 accent-plum-800"
                    {...register(`days.${index}.isOpen`)}
                  />
                  {t('Open')}
                </label>
                {isOpen ? (
                  <div className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-1">
                    <TextField
                      label={t('{day} opens', { day: t(weekday) })}
                      type="time"
                      error={dayErrors?.open?.message}
                      {...register(`days.${index}.open`)}
                    />
                    <TextField
                      label={t('{day} closes', { day: t(weekday) })}
                      type="time"
                      error={dayErrors?.close?.message}
                      {...register(`days.${index}.close`)}
                    />
                  </div>
                ) : (
                  <p className="col-span-2 text-sm text-ink-muted sm:col-span-1 sm:flex sm:min-h-11 sm:items-center">
                    {t('Closed')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-lg text-plum-950">{t('Booking numbers')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberFields.map((field) => (
            <TextField
              key={field}
              label={numberLabels[field].label}
              hint={numberLabels[field].hint}
              inputMode="numeric"
              error={errors[field]?.message}
              {...register(field)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} disabled={!isDirty && !save.isPending}>
          {t('Save hours and numbers')}
        </Button>
      </div>
    </form>
  );
}

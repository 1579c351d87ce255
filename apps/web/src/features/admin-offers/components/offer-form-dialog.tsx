import { catalogueMessages } from '@salon/contracts';
import type { Offer } from '@salon/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { textFormResolver } from '../../../lib/form-resolver.ts';
import { placeServerErrors } from '../../../lib/server-field-errors.ts';
import { useCatalogue } from '../api/get-catalogue.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { TranslatedTextFields } from '../../../components/translated-text-fields.tsx';
import { translationsToSend } from '../../../lib/translated-texts.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { offerFormDefaults, offerFormFields, offerFormSchema, previewOfferPrice } from '../lib/offer-form.ts';
import type { OfferFormValues } from '../lib/offer-form.ts';
import { ServicePicker } from './service-picker.tsx';

export const offerSaveFailed = 'Failed to save the special offer';

/** Create or edit a special offer; the derived price follows the fields as they are typed. */
export function OfferFormDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const catalogue = useCatalogue();
  const save = useSaveOffer();
  const t = useT();
  const { language } = useLanguage();
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, ReturnType<typeof offerFormSchema.parse>>({
    resolver: textFormResolver<OfferFormValues, typeof offerFormSchema>(offerFormSchema),
    defaultValues: offerFormDefaults(offer),
  });
  const [originalPrice, discount, chosen] = useWatch({
    control,
    name: ['originalPrice', 'discount', 'services'],
  });
  const price = previewOfferPrice(originalPrice, discount);
  const servicesTotal = (catalogue.data ?? [])
    .filter((service) => chosen.includes(service._id))
    .reduce((sum, service) => sum + service.price, 0);

  const onSubmit = handleSubmit((values) => {
    setProgress(image ? 0 : null);
    save.mutate(
      {
        id: offer?._id,
        values,
        translations: translationsToSend(values.translations, offer?.translations),
        image,
        onProgress: setProgress,
      },
      {
        onSuccess: ({ message }) => {
          toast.success(
            t(message ?? (offer ? catalogueMessages.offerUpdated : catalogueMessages.offerCreated)),
          );
          onClose();
        },
        onError: (error) => {
          if (!placeServerErrors(error, offerFormFields, setError))
            toast.error(t(errorMessage(error, offerSaveFailed)));
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <Dialog
      open
      title={offer ? t('Edit {title}', { title: offer.title }) : t('New special offer')}
      onRequestClose={() => !save.isPending && onClose()}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <TextareaField
          label="Description"
          rows={3}
          required
          error={errors.description?.message}
          {...register('description')}
        />
        {catalogue.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t(catalogueMessages.servicesLoadFailed)}
          </p>
        ) : (
          <Controller
            control={control}
            name="services"
            render={({ field }) => (
              <ServicePicker
                services={catalogue.data ?? []}
                value={field.value}
                onChange={field.onChange}
                error={errors.services?.message}
              />
            )}
          />
        )}
        {servicesTotal > 0 && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {t('Chosen services add up to {total}.', { total: formatLkr(servicesTotal, language) })}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setValue('originalPrice', String(servicesTotal), { shouldValidate: true })}
            >
              {t('Use as original price')}
            </Button>
          </p>
        )}
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Original price (LKR)"
            inputMode="numeric"
            required
            error={errors.originalPrice?.message}
            {...register('originalPrice')}
          />
          <TextField
            label="Discount (%)"
            inputMode="numeric"
            required
            error={errors.discount?.message}
            {...register('discount')}
          />
        </div>
        <p aria-live="polite" className="rounded-xl bg-blush-50 px-4 py-3 text-sm text-plum-900">
          {t('Offer price')}: <strong>{price === null ? '—' : formatLkr(price, language)}</strong>
        </p>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Starts"
            type="date"
            required
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="Ends"
            type="date"
            required
            error={errors.endDate?.message}
            {...register('endDate')}
          />
        </div>
        <TranslatedTextFields saved={offer?.translations} register={register} errors={errors} />
        <ImagePicker
          label={t('Picture')}
          currentUrl={offer?.image ?? null}
          file={image}
          onFileChange={setImage}
          progress={progress}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {offer ? t('Save changes') : t('Create offer')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { textFormResolver } from '../../../lib/form-resolver.ts';
import {
  catalogueAdminMessages,
  catalogueMessages,
  profileMessages,
  SERVICE_CATEGORIES,
} from '@salon/contracts';
import type { AdminService } from '@salon/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { placeServerErrors } from '../../../lib/server-field-errors.ts';
import { useT } from '../../../lib/use-language.tsx';
import { TranslatedTextFields } from '../../../components/translated-text-fields.tsx';
import { translationsToSend } from '../../../lib/translated-texts.ts';
import { useSaveService } from '../api/save-service.ts';
import { uploadServiceImage } from '../api/upload-service-image.ts';
import {
  categoryLabels,
  serviceFormDefaults,
  serviceFormFields,
  serviceFormSchema,
} from '../lib/service-form.ts';
import type { ServiceFormOutput, ServiceFormValues } from '../lib/service-form.ts';

interface ServiceFormDialogProps {
  /** The service being edited, or null for a new one. */
  service: AdminService | null;
  onClose: () => void;
}

export const saveFailedMessage = 'Failed to save the service';

/** Create or edit one service; the picture goes up after the fields are saved, with its progress shown. */
export function ServiceFormDialog({ service, onClose }: ServiceFormDialogProps) {
  const save = useSaveService();
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A new service whose fields saved but whose picture failed is edited from then on, never created twice.
  const [savedId, setSavedId] = useState<string | undefined>(service?._id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    resolver: textFormResolver<ServiceFormValues, typeof serviceFormSchema>(serviceFormSchema),
    defaultValues: serviceFormDefaults(service),
  });
  const isBusy = save.isPending || progress !== null;

  const onSubmit = handleSubmit(async ({ translations, ...fields }) => {
    const sent = translationsToSend(translations, service?.translations);
    const values = sent ? { ...fields, translations: sent } : fields;
    let saved;
    try {
      saved = await save.mutateAsync({ id: savedId, values });
    } catch (error) {
      if (!placeServerErrors(error, serviceFormFields, setError))
        toast.error(t(errorMessage(error, saveFailedMessage)));
      return;
    }
    setSavedId(saved.service._id);
    if (file) {
      setProgress(0);
      try {
        await uploadServiceImage(saved.service._id, file, setProgress);
      } catch (error) {
        toast.error(t(errorMessage(error, profileMessages.uploadFailed)));
        return;
      } finally {
        setProgress(null);
      }
    }
    toast.success(
      t(saved.message ?? (service ? catalogueMessages.serviceUpdated : catalogueMessages.serviceCreated)),
    );
    onClose();
  });

  return (
    <Dialog
      open
      title={service ? t('Edit {title}', { title: service.title }) : t('New service')}
      onRequestClose={() => !isBusy && onClose()}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <SelectField label={t('Category')} error={errors.category?.message} {...register('category')}>
          {SERVICE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(categoryLabels[category])}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Price (LKR)"
            inputMode="numeric"
            required
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label="Duration (minutes)"
            inputMode="numeric"
            required
            error={errors.averageTime?.message}
            {...register('averageTime')}
          />
        </div>
        <TextareaField
          label="Description"
          rows={3}
          required
          error={errors.description?.message}
          {...register('description')}
        />
        <Checkbox label={t(catalogueAdminMessages.bookableOnceLabel)} {...register('bookableOnce')} />
        <TranslatedTextFields saved={service?.translations} register={register} errors={errors} />
        <ImagePicker
          label={t('Picture')}
          currentUrl={service?.thumbnail ?? null}
          file={file}
          onFileChange={setFile}
          progress={progress}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isBusy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={isBusy}>
            {service ? t('Save changes') : t('Create service')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

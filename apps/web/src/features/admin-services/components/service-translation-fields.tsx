import type { AdminService } from '@salon/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { translatedLanguages } from '../lib/service-form.ts';
import type { ServiceFormValues, TranslatedLanguage } from '../lib/service-form.ts';

interface ServiceTranslationFieldsProps {
  service: AdminService | null;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
}

/**
 * The optional Sinhala and Tamil title and description (docs/architecture.md#languages), each
 * a native disclosure: keyboard operable and announced without extra wiring. A language that
 * already has texts, or a mistake in one, opens its section.
 */
export function ServiceTranslationFields({ service, register, errors }: ServiceTranslationFieldsProps) {
  return (
    <div className="space-y-2">
      {translatedLanguages.map(({ id, name }) => (
        <TranslationSection
          key={id}
          language={id}
          name={name}
          hasTexts={Boolean(service?.translations?.[id])}
          register={register}
          errors={errors}
        />
      ))}
    </div>
  );
}

function TranslationSection({
  language,
  name,
  hasTexts,
  register,
  errors,
}: {
  language: TranslatedLanguage;
  name: string;
  hasTexts: boolean;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
}) {
  const t = useT();
  const [open, setOpen] = useState(hasTexts);
  const fieldErrors = errors.translations?.[language];
  return (
    <details
      open={open || Boolean(fieldErrors)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-sand-200"
    >
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-sm font-medium text-ink">
        {t(`${name} (optional)`)}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-4 px-4 pt-1 pb-4">
        <TextField
          label={`${name} title`}
          lang={language}
          error={fieldErrors?.title?.message}
          {...register(`translations.${language}.title`)}
        />
        <TextareaField
          label={`${name} description`}
          lang={language}
          rows={3}
          error={fieldErrors?.description?.message}
          {...register(`translations.${language}.description`)}
        />
      </div>
    </details>
  );
}

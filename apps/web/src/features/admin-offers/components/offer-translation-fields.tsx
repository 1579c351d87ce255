import type { Offer } from '@salon/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { translatedLanguages } from '../lib/offer-form.ts';
import type { OfferFormValues, TranslatedLanguage } from '../lib/offer-form.ts';

interface OfferTranslationFieldsProps {
  offer: Offer | null;
  register: UseFormRegister<OfferFormValues>;
  errors: FieldErrors<OfferFormValues>;
}

/**
 * The optional Sinhala and Tamil title and description of an offer (docs/architecture.md#languages),
 * as a service has them: each a native disclosure, opened when it has texts or a mistake.
 */
export function OfferTranslationFields({ offer, register, errors }: OfferTranslationFieldsProps) {
  return (
    <div className="space-y-2">
      {translatedLanguages.map(({ id, name }) => (
        <TranslationSection
          key={id}
          language={id}
          name={name}
          hasTexts={Boolean(offer?.translations?.[id])}
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
  register: UseFormRegister<OfferFormValues>;
  errors: FieldErrors<OfferFormValues>;
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
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-sm font-medium text-ink">
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

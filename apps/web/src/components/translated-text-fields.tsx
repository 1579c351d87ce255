import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { translatedLanguages } from '../lib/translated-texts.ts';
import type { TranslatedLanguage, TranslatedTextsValues } from '../lib/translated-texts.ts';
import { useT } from '../lib/use-language.tsx';
import { TextField } from './ui/text-field.tsx';
import { TextareaField } from './ui/textarea-field.tsx';

/** A form with the owner's Sinhala and Tamil texts under `translations` (a service's or an offer's). */
type WithTranslations = FieldValues & { translations: TranslatedTextsValues };

interface TranslatedTextFieldsProps<Values extends WithTranslations> {
  /** Which languages already have texts: their sections start open. */
  saved: Partial<Record<TranslatedLanguage, unknown>> | null | undefined;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

/**
 * The optional Sinhala and Tamil title and description (docs/architecture.md#languages), each
 * a native disclosure: keyboard operable and announced without extra wiring. A language that
 * already has texts, or a mistake in one, opens its section.
 */
export function TranslatedTextFields<Values extends WithTranslations>({
  saved,
  register,
  errors,
}: TranslatedTextFieldsProps<Values>) {
  return (
    <div className="space-y-2">
      {translatedLanguages.map(({ id, labels }) => (
        <TranslationSection
          key={id}
          language={id}
          labels={labels}
          hasTexts={Boolean(saved?.[id])}
          register={register}
          errors={errors}
        />
      ))}
    </div>
  );
}

function TranslationSection<Values extends WithTranslations>({
  language,
  labels,
  hasTexts,
  register,
  errors,
}: {
  language: TranslatedLanguage;
  labels: (typeof translatedLanguages)[number]['labels'];
  hasTexts: boolean;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const t = useT();
  const [open, setOpen] = useState(hasTexts);
  const fieldErrors = (errors as FieldErrors<WithTranslations>).translations?.[language];
  return (
    <details
      open={open || Boolean(fieldErrors)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-sand-200"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-sm font-medium text-ink">
        {t(labels.section)}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-4 px-4 pt-1 pb-4">
        <TextField
          label={labels.title}
          lang={language}
          error={fieldErrors?.title?.message}
          {...register(`translations.${language}.title` as Path<Values>)}
        />
        <TextareaField
          label={labels.description}
          lang={language}
          rows={3}
          error={fieldErrors?.description?.message}
          {...register(`translations.${language}.description` as Path<Values>)}
        />
      </div>
    </details>
  );
}

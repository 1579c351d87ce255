import type { ServiceTranslations } from '@salon/contracts';

/**
 * The owner's own Sinhala and Tamil title and description of a service or an offer
 * (docs/architecture.md#languages): the languages the forms offer, their defaults and what they send.
 */
export const translatedLanguages = [
  {
    id: 'si',
    name: 'Sinhala',
    // Whole texts, each a message id of the catalogues (docs/decisions/0035-messages-by-id.md).
    labels: { section: 'Sinhala (optional)', title: 'Sinhala title', description: 'Sinhala description' },
  },
  {
    id: 'ta',
    name: 'Tamil',
    labels: { section: 'Tamil (optional)', title: 'Tamil title', description: 'Tamil description' },
  },
] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number]['id'];

/** What a form holds for them: every field a string, empty when not given. */
export type TranslatedTextsValues = Record<TranslatedLanguage, { title: string; description: string }>;

/** The form's starting texts from what the service or offer has (or nothing, for a new one). */
export function translatedTextsDefaults(
  saved: ServiceTranslations | null | undefined,
): TranslatedTextsValues {
  const textsOf = (language: TranslatedLanguage) => ({
    title: saved?.[language]?.title ?? '',
    description: saved?.[language]?.description ?? '',
  });
  return { si: textsOf('si'), ta: textsOf('ta') };
}

type EnteredTexts = Partial<Record<TranslatedLanguage, { title?: string; description?: string }>>;

/**
 * The translations to send: the filled texts only, and nothing at all when there are none
 * and never were, so a form without them sends what it always did.
 */
export function translationsToSend(
  entered: EnteredTexts | undefined,
  saved: ServiceTranslations | null | undefined,
): ServiceTranslations | undefined {
  const kept: ServiceTranslations = {};
  for (const { id } of translatedLanguages) {
    const title = entered?.[id]?.title?.trim();
    const description = entered?.[id]?.description?.trim();
    if (title || description)
      kept[id] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return Object.keys(kept).length || saved ? kept : undefined;
}

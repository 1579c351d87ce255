import { SERVICE_CATEGORIES, updateServiceRequestSchema } from '@salon/contracts';
import type { AdminService, ServiceTranslations } from '@salon/contracts';
import type { z } from 'zod';

/** The contract's rules and messages, every field required (a new service needs them all). */
export const serviceFormSchema = updateServiceRequestSchema
  .omit({ thumbnail: true, hidden: true })
  .required({ title: true, description: true, category: true, price: true, averageTime: true });

export type ServiceFormOutput = z.output<typeof serviceFormSchema>;

export const serviceFormFields = ['title', 'description', 'category', 'price', 'averageTime'] as const;

export interface ServiceFormValues {
  title: string;
  description: string;
  category: string;
  price: string;
  averageTime: string;
  bookableOnce: boolean;
  translations: Record<TranslatedLanguage, { title: string; description: string }>;
}

/** The languages the owner may give a service's texts in, with the form's section names. */
export const translatedLanguages = [
  { id: 'si', name: 'Sinhala' },
  { id: 'ta', name: 'Tamil' },
] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number]['id'];

const textsOf = (service: AdminService | null, language: TranslatedLanguage) => ({
  title: service?.translations?.[language]?.title ?? '',
  description: service?.translations?.[language]?.description ?? '',
});

export function serviceFormDefaults(service: AdminService | null): ServiceFormValues {
  return {
    title: service?.title ?? '',
    description: service?.description ?? '',
    category: service?.category ?? SERVICE_CATEGORIES[0],
    price: service ? String(service.price) : '',
    averageTime: service ? String(service.averageTime) : '30',
    bookableOnce: service?.bookableOnce ?? false,
    translations: { si: textsOf(service, 'si'), ta: textsOf(service, 'ta') },
  };
}

/**
 * The translations to send: the filled texts only, and nothing at all when there are none
 * and never were, so a form without them sends what it always did.
 */
export function translationsToSend(
  entered: ServiceFormOutput['translations'],
  service: AdminService | null,
): ServiceTranslations | undefined {
  const kept: ServiceTranslations = {};
  for (const { id } of translatedLanguages) {
    const title = entered?.[id]?.title?.trim();
    const description = entered?.[id]?.description?.trim();
    if (title || description)
      kept[id] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return Object.keys(kept).length || service?.translations ? kept : undefined;
}

export const categoryLabels: Record<(typeof SERVICE_CATEGORIES)[number], string> = {
  hair: 'Hair',
  nail: 'Nail',
  facial: 'Facial',
  makeup: 'Makeup',
};

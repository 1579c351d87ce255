import { createOfferRequestSchema } from '@salon/contracts';
import type { Offer, ServiceTranslations } from '@salon/contracts';
import { calculateOfferPrice, toSalonDate } from '@salon/domain';
import type { z } from 'zod';

export const offerFormSchema = createOfferRequestSchema;
export type OfferFormOutput = z.output<typeof offerFormSchema>;

export const offerFormFields = [
  'title',
  'description',
  'originalPrice',
  'discount',
  'startDate',
  'endDate',
  'services',
  'translations',
] as const;

/** The languages the owner may give an offer's texts in, with the form's section names. */
export const translatedLanguages = [
  { id: 'si', name: 'Sinhala' },
  { id: 'ta', name: 'Tamil' },
] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number]['id'];

export interface OfferFormValues {
  title: string;
  description: string;
  originalPrice: string;
  discount: string;
  startDate: string;
  endDate: string;
  services: string[];
  translations: Record<TranslatedLanguage, { title: string; description: string }>;
}

const textsOf = (offer: Offer | null, language: TranslatedLanguage) => ({
  title: offer?.translations?.[language]?.title ?? '',
  description: offer?.translations?.[language]?.description ?? '',
});

/**
 * The translations to send: the filled texts only, and nothing at all when there are none
 * and never were, so a form without them sends what it always did.
 */
export function translationsToSend(
  entered: OfferFormOutput['translations'],
  offer: Offer | null,
): ServiceTranslations | undefined {
  const kept: ServiceTranslations = {};
  for (const { id } of translatedLanguages) {
    const title = entered?.[id]?.title?.trim();
    const description = entered?.[id]?.description?.trim();
    if (title || description)
      kept[id] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return Object.keys(kept).length || offer?.translations ? kept : undefined;
}

const SALON_TIME_ZONE = 'Asia/Colombo';

export function offerFormDefaults(offer: Offer | null, now: Date = new Date()): OfferFormValues {
  const today = toSalonDate(now, SALON_TIME_ZONE);
  return {
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    originalPrice: offer ? String(offer.originalPrice) : '',
    discount: offer ? String(offer.discount) : '',
    startDate: offer?.startDate ?? today,
    endDate: offer?.endDate ?? today,
    services: offer?.services.map((service) => service._id) ?? [],
    translations: { si: textsOf(offer, 'si'), ta: textsOf(offer, 'ta') },
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);

/** The price customers will pay, while the owner types; null until both numbers make sense. */
export function previewOfferPrice(originalPrice: string, discount: string): number | null {
  const original = wholeNumber(originalPrice);
  const percent = wholeNumber(discount);
  if (original === null || percent === null || percent < 1 || percent > 99) return null;
  return calculateOfferPrice(original, percent);
}

import { createOfferRequestSchema } from '@salon/contracts';
import type { Offer } from '@salon/contracts';
import { calculateOfferPrice, toSalonDate } from '@salon/domain';
import type { z } from 'zod';
import { translatedTextsDefaults } from '../../../lib/translated-texts.ts';
import type { TranslatedTextsValues } from '../../../lib/translated-texts.ts';

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

export interface OfferFormValues {
  title: string;
  description: string;
  originalPrice: string;
  discount: string;
  startDate: string;
  endDate: string;
  services: string[];
  translations: TranslatedTextsValues;
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
    translations: translatedTextsDefaults(offer?.translations),
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

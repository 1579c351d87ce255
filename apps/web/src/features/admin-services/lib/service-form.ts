import { SERVICE_CATEGORIES, updateServiceRequestSchema } from '@salon/contracts';
import type { AdminService } from '@salon/contracts';
import type { z } from 'zod';
import { translatedTextsDefaults } from '../../../lib/translated-texts.ts';
import type { TranslatedTextsValues } from '../../../lib/translated-texts.ts';

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
  translations: TranslatedTextsValues;
}

export function serviceFormDefaults(service: AdminService | null): ServiceFormValues {
  return {
    title: service?.title ?? '',
    description: service?.description ?? '',
    category: service?.category ?? SERVICE_CATEGORIES[0],
    price: service ? String(service.price) : '',
    averageTime: service ? String(service.averageTime) : '30',
    bookableOnce: service?.bookableOnce ?? false,
    translations: translatedTextsDefaults(service?.translations),
  };
}

export const categoryLabels: Record<(typeof SERVICE_CATEGORIES)[number], string> = {
  hair: 'Hair',
  nail: 'Nail',
  facial: 'Facial',
  makeup: 'Makeup',
};

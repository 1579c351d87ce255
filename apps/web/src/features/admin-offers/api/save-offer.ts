import { offerResponseSchema } from '@salon/contracts';
import type { ServiceTranslations } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm } from '../../../lib/send-form.ts';
import type { OfferFormOutput } from '../lib/offer-form.ts';

export interface SaveOfferInput {
  /** Absent for a new offer. */
  id?: string;
  values: OfferFormOutput;
  /** The Sinhala and Tamil texts to store (the whole set), or undefined to leave them alone. */
  translations?: ServiceTranslations | undefined;
  image: File | null;
  onProgress: (percent: number) => void;
}

/** docs/product.md#7.3: create and update are multipart, the fields as text beside an optional `image`. */
export async function saveOffer({ id, values, translations, image, onProgress }: SaveOfferInput) {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('originalPrice', String(values.originalPrice));
  form.append('discount', String(values.discount));
  form.append('startDate', values.startDate);
  form.append('endDate', values.endDate);
  form.append('services', JSON.stringify(values.services));
  if (translations) form.append('translations', JSON.stringify(translations));
  if (image) form.append('image', image);
  const answer = await sendForm(id ? `/api/special-offers/${id}` : '/api/special-offers', {
    method: id ? 'PATCH' : 'POST',
    form,
    schema: offerResponseSchema,
    onProgress,
  });
  return { offer: answer.data.offer, message: answer.message };
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['special-offers'] }),
  });
}

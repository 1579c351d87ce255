import { savedCardMessages, savedCardsResponseSchema } from '@salon/contracts';
import type { SavedCard } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The signed-in customer's saved cards (docs/decisions/0033-saved-cards.md), read by the payment
 * step and the profile; one key, so a card removed in one is gone from the other.
 */
export const savedCardsQueryKey = ['saved-cards'] as const;

export async function getSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  const answer = await apiRequest('/api/payments/saved-cards', {
    method: 'GET',
    schema: savedCardsResponseSchema,
    signal,
  });
  return answer.data.cards;
}

export function useSavedCards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: savedCardsQueryKey, queryFn: ({ signal }) => getSavedCards(signal), enabled });
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The brand as its owner writes it ('visa' from the provider reads 'Visa'); pass it through `t`. */
export const cardBrandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? savedCardMessages.unknownBrand;

/** MM/YYYY, the way the card itself prints it. */
export const cardExpiry = (card: Pick<SavedCard, 'expMonth' | 'expYear'>) => ({
  month: String(card.expMonth).padStart(2, '0'),
  year: String(card.expYear),
});

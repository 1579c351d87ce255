import type { Cart } from '@salon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { GuestCartLine } from '../lib/guest-cart.ts';
import { cartAnswerShape } from './cart-answer.ts';
import type { CartPricing } from './get-cart.ts';

/** `branchId`: priced at that branch (docs/decisions/0045-branches.md). */
export async function previewGuestCart(
  items: GuestCartLine[],
  signal?: AbortSignal,
  branchId?: string,
): Promise<Cart> {
  const answer = await apiRequest('/api/cart/guest-preview', {
    method: 'POST',
    body: { items, ...(branchId && { branchId }) },
    schema: cartAnswerShape,
    signal,
  });
  return answer.data.cart;
}

/**
 * docs/product.md#2.10: a visitor's browser cart, priced by the server at the chosen branch (as
 * useCartAt, once the branch list has answered); off for an empty one.
 */
export function useGuestCartPreview(items: GuestCartLine[], { branchId, isSettled }: CartPricing) {
  return useQuery({
    queryKey: ['guest-cart', items, branchId ?? null] as const,
    queryFn: ({ signal }) => previewGuestCart(items, signal, branchId),
    enabled: items.length > 0 && isSettled,
    placeholderData: keepPreviousData,
  });
}

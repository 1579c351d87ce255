import type { Cart } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { GuestCartLine } from '../lib/guest-cart.ts';
import { cartAnswerShape } from './cart-answer.ts';

export async function previewGuestCart(items: GuestCartLine[], signal?: AbortSignal): Promise<Cart> {
  const answer = await apiRequest('/api/cart/guest-preview', {
    method: 'POST',
    body: { items },
    schema: cartAnswerShape,
    signal,
  });
  return answer.data.cart;
}

/** docs/product.md#2.10: a visitor's browser cart, priced by the server; off for an empty one. */
export function useGuestCartPreview(items: GuestCartLine[]) {
  return useQuery({
    queryKey: ['guest-cart', items] as const,
    queryFn: ({ signal }) => previewGuestCart(items, signal),
    enabled: items.length > 0,
  });
}

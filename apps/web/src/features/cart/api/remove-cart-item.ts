import { cartResponseSchema } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/** Removing one item of a special offer removes the whole offer (docs/architecture.md#cart). */
export async function removeCartItem(itemId: string): Promise<Cart> {
  const answer = await apiRequest(`/api/cart/remove-cart-item/${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
    schema: cartResponseSchema,
  });
  return answer.data.cart;
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}

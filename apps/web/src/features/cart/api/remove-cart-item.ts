import type { Cart } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { keepCart } from './get-cart.ts';
import { cartAnswerShape } from './cart-answer.ts';

/** Removing one item of a special offer removes the whole offer (docs/architecture.md#cart). */
export async function removeCartItem(itemId: string): Promise<Cart> {
  const answer = await apiRequest(`/api/cart/remove-cart-item/${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
    schema: cartAnswerShape,
  });
  return answer.data.cart;
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => keepCart(queryClient, cart),
  });
}

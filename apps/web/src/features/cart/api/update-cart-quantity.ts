import type { Cart, UpdateQuantityRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { keepCart } from './get-cart.ts';
import { cartAnswerShape } from './cart-answer.ts';

export interface UpdateCartQuantityVariables extends UpdateQuantityRequest {
  itemId: string;
}

export async function updateCartQuantity({ itemId, quantity }: UpdateCartQuantityVariables): Promise<Cart> {
  const answer = await apiRequest(`/api/cart/update-quantity/${encodeURIComponent(itemId)}`, {
    method: 'PUT',
    body: { quantity },
    schema: cartAnswerShape,
  });
  return answer.data.cart;
}

/** The server answers with the whole cart (summary included), so the shared cache is replaced. */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    onSuccess: (cart) => keepCart(queryClient, cart),
  });
}

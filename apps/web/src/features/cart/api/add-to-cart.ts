import type { AddToCartRequest, Cart } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartAddMutationKey, keepCart } from './get-cart.ts';
import { cartAnswerShape } from './cart-answer.ts';

export async function addToCart(body: AddToCartRequest): Promise<Cart> {
  const answer = await apiRequest('/api/cart/add-cart', { method: 'POST', body, schema: cartAnswerShape });
  return answer.data.cart;
}

/** The server answers with the whole cart, so the cache is replaced rather than refetched. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartAddMutationKey,
    mutationFn: addToCart,
    onSuccess: (cart) => keepCart(queryClient, cart),
  });
}

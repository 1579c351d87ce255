import type { Cart } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/token-storage.ts';
import { cartAnswerShape } from './cart-answer.ts';

export const cartQueryKey = ['cart'] as const;

/** Both kinds of add share this key, so the nav bar can notice any successful add. */
export const cartAddMutationKey = ['cart', 'add'] as const;

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const answer = await apiRequest('/api/cart/get-cart', { schema: cartAnswerShape, signal });
  return answer.data.cart;
}

export const cartQueryOptions = queryOptions({
  queryKey: cartQueryKey,
  queryFn: ({ signal }) => getCart(signal),
});

/**
 * docs/product.md#4.2: the cart is loaded when a token exists; with none there is no cart to show.
 * The token is read on every render: the session layer re-renders its consumers (the nav
 * bar, the pages) on sign-in and sign-out, and clears every cached query on sign-out.
 */
export function useCart(isEnabled = true) {
  const hasToken = readToken() !== null;
  return useQuery({ ...cartQueryOptions, enabled: hasToken && isEnabled });
}

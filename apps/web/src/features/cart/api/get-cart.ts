import type { Cart } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/token-storage.ts';
import { cartAnswerShape } from './cart-answer.ts';

export const cartQueryKey = ['cart'] as const;

/** Both kinds of add share this key, so the nav bar can notice any successful add. */
export const cartAddMutationKey = ['cart', 'add'] as const;

/** `branchId`: priced at that branch, its own prices and fee (docs/decisions/0045-branches.md). */
export async function getCart(signal?: AbortSignal, branchId?: string): Promise<Cart> {
  const query = branchId ? `?branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/cart/get-cart${query}`, { schema: cartAnswerShape, signal });
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

/**
 * The cart priced at a branch (undefined: the salon's, as useCart). Under the cart's key, so
 * whatever drops the cart drops this too; the last branch's cart stays shown while the next loads.
 */
export function useCartAt(branchId: string | undefined, isEnabled = true) {
  const hasToken = readToken() !== null;
  return useQuery({
    queryKey: [...cartQueryKey, 'at', branchId ?? null] as const,
    queryFn: ({ signal }) => getCart(signal, branchId),
    enabled: hasToken && isEnabled,
    placeholderData: keepPreviousData,
  });
}

import type { Cart } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ChosenBranch } from '../../../lib/branches.ts';
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

/** What the cart's prices wait for: the branch the customer chose, once the branch list has answered. */
export type CartPricing = Pick<ChosenBranch, 'branchId' | 'isSettled'>;

/**
 * docs/decisions/0045-branches.md: the cart as the customer sees it (the cart page, the booking
 * page), priced by the server at the chosen branch; with none (one branch) the salon's, under the
 * key the nav bar and the cart's changes share. Asked once the branch list has answered, so the
 * main branch's prices never show first; the last branch's cart stays shown while the next loads.
 */
export function useCartAt({ branchId, isSettled }: CartPricing, isEnabled = true) {
  const hasToken = readToken() !== null;
  return useQuery({
    queryKey: branchId ? ([...cartQueryKey, 'at', branchId] as const) : cartQueryKey,
    queryFn: ({ signal }) => getCart(signal, branchId),
    enabled: hasToken && isEnabled && isSettled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every change of the cart answers with the whole cart at the salon's prices: it becomes the
 * salon's cart, and the carts priced at a branch are asked again (the promise settles once they
 * have answered, so a change's spinner lasts until the cart on screen shows it).
 */
export function keepCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  queryClient.setQueryData(cartQueryKey, cart);
  return queryClient.invalidateQueries({ queryKey: [...cartQueryKey, 'at'] });
}

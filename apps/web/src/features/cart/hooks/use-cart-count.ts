import { useCart } from '../api/get-cart.ts';

/** docs/product.md#4.2: the count is the number of cart items; no user (or no cart yet) means 0. */
export function useCartCount(isEnabled = true): number {
  const { data: cart } = useCart(isEnabled);
  return cart?.items.length ?? 0;
}

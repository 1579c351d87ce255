import type { CartItem } from '@salon/contracts';
import { calculateCartSummary } from '@salon/domain';
import type { CartLine } from '@salon/domain';

/** A cart item as the domain's rules see it: the line's own price and duration take priority (docs/product.md#3). */
export const toCartLine = (item: Pick<CartItem, 'price' | 'quantity' | 'duration'>): CartLine => ({
  priceLkr: item.price,
  quantity: item.quantity,
  durationMinutes: item.duration,
});

/** docs/product.md#3: a line's price is price times quantity; the domain's services total of one line is exactly that. */
export const lineTotalLkr = (item: Pick<CartItem, 'price' | 'quantity' | 'duration'>): number =>
  // The fee is no part of a line's total: any amount gives the same services total.
  calculateCartSummary([toCartLine(item)], null, 0).servicesTotal;

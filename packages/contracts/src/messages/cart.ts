import { fillMessage, messageRef } from './message-ref.ts';

/** "Hair Cut", "Hair Cut and Manicure", "Hair Cut, Manicure and Facial". */
export function joinTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/** The ids of the cart's answers built around a value (docs/decisions/0035-messages-by-id.md). */
export const cartMessageIds = {
  bookableOnce: '{title} can be booked once per visit',
} as const;

/** The server's refusal of a second one of a service booked once per visit, by id. */
export const bookableOnceMessage = (title: string) => messageRef(cartMessageIds.bookableOnce, { title });

/** Spec sections 2.9, 4.2, 5 and 8.3-8.4: the cart. */
export const cartMessages = {
  offerReplacesServices: 'Adding a regular service will remove the special offer from your cart. Continue?',
  offerHasNoServices: 'This special offer has no services defined',
  offerNoValidServices: 'No valid services in this special offer',
  fetchFailed: 'Failed to fetch cart items',
  addOfferFailed: 'Failed to add special offer to cart',
  addServiceFailed: 'Failed to add service to cart',
  addFailed: 'Failed to add to cart',
  removeFailed: 'Failed to remove from cart',
  removeItemFailed: 'Failed to remove item',
  clearFailed: 'Failed to clear cart',
  updateQuantityFailed: 'Failed to update quantity',
  offerAdded: 'Special offer added to cart',
  serviceAdded: 'Service added to cart',
  serviceRemoved: 'Service removed from cart',
  itemRemoved: 'Item removed from cart',
  cleared: 'Cart cleared successfully',
  empty: 'Your cart is empty',
  emptyHint: 'Add some services to get started',
  feeNote: 'Only booking fee is charged now. The service amount will be charged at the salon.',
  feeTooltip: 'A small fee is charged to secure your booking.',
  // The server's own answers.
  itemNotFound: 'Cart item not found',
  offerNotActive: 'This special offer is not available right now',
  offerQuantityFixed: 'Services of a special offer cannot change quantity',
  quantityLimit: 'Quantity must be a whole number from 1 to 10',
  offerInCart: 'Your cart holds a special offer; clear the cart before adding other services',
  bookableOnce: (title: string) => fillMessage(cartMessageIds.bookableOnce, { title }),
  guestCartDuplicate: 'Each service can be in the cart once',
  // A visitor's cart in their browser (docs/product.md#2.10).
  chooseTime: 'Choose a time',
  signInToPay: 'Sign in to pay',
  registerToPay: 'Create an account',
  accountAtPayment:
    'Sign in or create an account to pay the booking fee. Your services, time and note are kept.',
  // Asked in the app's own dialog before anything leaves the cart (docs/product.md#2.9).
  offerReplacesTitle: 'Replace the special offer?',
  offerReplacesConfirm: 'Remove offer and add',
  servicesReplacedTitle: 'Replace the services in your cart?',
  servicesReplacedDescription: (titles: readonly string[]) =>
    `A special offer is booked on its own, so adding it removes ${joinTitles(titles)} from your cart. Continue?`,
  servicesReplacedConfirm: 'Replace with offer',
  removeOfferTitle: 'Remove the special offer?',
  removeOfferDescription: (offerTitle: string) =>
    `The services of ${offerTitle} are booked together, so removing one removes the whole offer from your cart.`,
  removeOfferConfirm: 'Remove offer',
  clearTitle: 'Clear your cart?',
  clearDescription: (titles: readonly string[]) => `This removes ${joinTitles(titles)} from your cart.`,
  clearConfirm: 'Clear Cart',
  removedNamed: (titles: readonly string[]) => `Removed ${joinTitles(titles)} from your cart`,
  viewCart: 'View cart',
} as const;

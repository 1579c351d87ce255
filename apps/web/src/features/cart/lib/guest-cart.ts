import { CART_QUANTITY_MAX } from '@salon/contracts';
import type { GuestCartRequest } from '@salon/contracts';

/**
 * docs/product.md#2.10: a visitor's cart, kept in this browser (localStorage) until they sign in,
 * when the booking page puts it into their account's cart. Only service ids and quantities:
 * titles, prices and lengths always come from the server (POST /api/cart/guest-preview).
 */
const KEY = 'salon.guestCart';

export type GuestCartLine = GuestCartRequest['items'][number];

// A hand check rather than a zod schema: the services page would otherwise load zod (25 KB gz)
// on every first visit only to read this browser's own note (bench/lib/web-weight.mjs budgets).
const isStoredLine = (value: unknown): value is GuestCartLine => {
  const line = value as Partial<GuestCartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.serviceId === 'string' &&
    line.serviceId.length > 0 &&
    Number.isInteger(line.quantity) &&
    line.quantity! >= 1 &&
    line.quantity! <= CART_QUANTITY_MAX
  );
};

export function readGuestCart(): GuestCartLine[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) && stored.every(isStoredLine)
      ? stored.map(({ serviceId, quantity }) => ({ serviceId, quantity }))
      : [];
  } catch {
    return [];
  }
}

function writeGuestCart(lines: GuestCartLine[]) {
  try {
    if (lines.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage refused (private mode, full): the visitor is asked to sign in at Book Now instead.
    throw new Error('storage');
  }
}

/** One more of the service (at most 10, as a customer's cart). False when the browser refuses to keep it. */
export function addToGuestCart(serviceId: string): boolean {
  const lines = readGuestCart();
  const line = lines.find((candidate) => candidate.serviceId === serviceId);
  if (line) line.quantity = Math.min(CART_QUANTITY_MAX, line.quantity + 1);
  else lines.push({ serviceId, quantity: 1 });
  try {
    writeGuestCart(lines);
    return true;
  } catch {
    return false;
  }
}

export function removeFromGuestCart(serviceId: string) {
  try {
    writeGuestCart(readGuestCart().filter((line) => line.serviceId !== serviceId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

export function forgetGuestCart() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

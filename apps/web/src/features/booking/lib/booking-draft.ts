import type { Cart } from '@salon/contracts';
import { z } from 'zod';

/**
 * What the customer chose on the booking page (stylist, date, start time, note), kept in the tab's
 * sessionStorage so that a session running out mid-checkout loses nothing: after signing in
 * again the page opens with the same choices (docs/product.md#2.10). One draft at a time,
 * tied to the cart it was made for: another cart (other services, other quantities, so
 * another length of visit) starts afresh. Like the place to return to
 * (lib/return-after-sign-in.ts), it lasts half an hour.
 */
const KEY = 'salon.bookingDraft';
const LIFETIME_MS = 30 * 60_000;

export interface BookingDraft {
  date: string | null;
  /** The chosen start ("HH:mm"); its end follows from the cart's length. */
  startTime: string | null;
  note: string;
  /** The stylist asked for; null: "Anyone available" (docs/decisions/0036-stylists.md). */
  staffId: string | null;
}

const storedDraftSchema = z.object({
  cart: z.string(),
  at: z.number(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  startTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  note: z.string(),
  staffId: z.string().nullish(),
});

/**
 * The cart's identity for a draft: exactly what is in it. Not which cart holds it: a visitor's
 * browser cart put into their account's cart at sign-in is the same choice (docs/product.md#2.10).
 */
export function draftKeyOf(cart: Pick<Cart, 'items' | 'specialOffer'>): string {
  const lines = cart.items.map((item) => `${item.serviceId}x${item.quantity}`).sort();
  return [cart.specialOffer?._id ?? '', ...lines].join('|');
}

export function saveBookingDraft(cart: Pick<Cart, 'items' | 'specialOffer'>, draft: BookingDraft) {
  try {
    const nothingChosen =
      draft.date === null && draft.startTime === null && draft.note === '' && draft.staffId === null;
    if (nothingChosen) window.sessionStorage.removeItem(KEY);
    else
      window.sessionStorage.setItem(
        KEY,
        JSON.stringify({ ...draft, cart: draftKeyOf(cart), at: Date.now() }),
      );
  } catch {
    // Storage refused (private mode, full): the page still works, it just cannot resume.
  }
}

/** The draft made for this very cart within the last half hour, if any. */
export function readBookingDraft(cart: Pick<Cart, 'items' | 'specialOffer'>): BookingDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = storedDraftSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { cart: key, at, date, startTime, note, staffId } = parsed.data;
  if (key !== draftKeyOf(cart) || Date.now() - at > LIFETIME_MS) return null;
  return { date, startTime: date === null ? null : startTime, note, staffId: staffId ?? null };
}

/** Booked (or given up): nothing to resume. */
export function forgetBookingDraft() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

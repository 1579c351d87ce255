import type { Cart, StaffMember } from '@salon/contracts';
import type { RequestedLine } from '@salon/domain';
import { calculateCartSummary, totalDurationMinutes } from '@salon/domain';
import { stylistsFor } from '../../../lib/team.ts';

/** A stylist the booking page offers for this cart, with what the cart costs and lasts with them. */
export interface StylistOffer {
  member: StaffMember;
  servicesTotal: number;
  durationMinutes: number;
  /** Their price for the cart is not the catalogue's: the card says it. */
  differs: boolean;
  /** The cart's lines as they do them. */
  lines: RequestedLine[];
}

/**
 * docs/decisions/0036-stylists.md: only stylists who do every service in the cart, each with
 * their own price and length (a special offer keeps its own price whoever does it).
 */
export function stylistOffersFor(staff: readonly StaffMember[], cart: Cart): StylistOffer[] {
  const lines = cart.items.map((item) => ({
    serviceId: item.serviceId,
    quantity: item.quantity,
    priceLkr: item.price,
    durationMinutes: item.duration,
  }));
  const offer = cart.specialOffer
    ? { priceLkr: cart.specialOffer.price, originalPriceLkr: cart.specialOffer.originalPrice }
    : null;
  return stylistsFor(staff, lines).map(({ member, lines: own }) => {
    const { servicesTotal } = calculateCartSummary(own, offer, cart.summary.bookingFee);
    return {
      member,
      servicesTotal,
      durationMinutes: totalDurationMinutes(own),
      differs: servicesTotal !== cart.summary.servicesTotal,
      lines: own,
    };
  });
}

/** The cart as the summary shows it with this stylist: their price on each line and in the totals. */
export function cartWithStylist(cart: Cart, offer: StylistOffer): Cart {
  const priceOf = new Map(offer.lines.map((line) => [line.serviceId, line.priceLkr]));
  return {
    ...cart,
    items: cart.items.map((item) => ({ ...item, price: priceOf.get(item.serviceId) ?? item.price })),
    summary: {
      ...cart.summary,
      servicesTotal: offer.servicesTotal,
      totalAmount: offer.servicesTotal + cart.summary.bookingFee,
    },
  };
}

import type { Cart, WaitlistOffer } from '@salon/contracts';
import { calculateCartSummary } from '@salon/domain';

/**
 * The checkout's cart for a waitlist offer (docs/decisions/0042-waitlist.md): the services the
 * entry waited for, as the hold books them (the branch's or the stylist's prices and lengths),
 * and the fee stored with the hold. The customer's own cart is neither shown nor touched.
 */
export function offerCart(offer: WaitlistOffer): Cart {
  const items = offer.services.map((service, index) => ({
    _id: `${offer._id}-${index}`,
    service: {
      _id: service.serviceId,
      title: service.title,
      description: '',
      price: service.priceLkr,
      thumbnail: null,
      averageTime: service.durationMinutes,
      bookableOnce: false,
      ...(service.translations && { translations: service.translations }),
    },
    quantity: service.quantity,
    serviceId: service.serviceId,
    fromSpecialOffer: false,
    specialOfferId: null,
    title: service.title,
    price: service.priceLkr,
    duration: service.durationMinutes,
  }));
  const summary = calculateCartSummary(
    items.map((item) => ({ priceLkr: item.price, quantity: item.quantity, durationMinutes: item.duration })),
    null,
    offer.bookingFeeLkr,
  );
  return { _id: `offer-${offer._id}`, items, specialOffer: null, summary };
}

import type { Offer } from '@salon/contracts';
import { calculateOfferPrice, isOfferActive } from '@salon/domain';
import type { OfferWithServices } from './offers.repository.ts';

/** An offer (docs/product.md#3): the price is always derived, never stored, so it cannot drift. */
export function presentOffer(offer: OfferWithServices, salonToday: string): Offer {
  return {
    _id: offer.id,
    title: offer.title,
    name: offer.title,
    description: offer.description,
    price: calculateOfferPrice(offer.originalPriceLkr, offer.discountPercent),
    originalPrice: offer.originalPriceLkr,
    discount: offer.discountPercent,
    image: offer.imageUrl,
    startDate: offer.startDate,
    endDate: offer.endDate,
    services: offer.services.map((service) => ({ _id: service.id, name: service.title })),
    type: 'special_offer',
    isActive: isOfferActive(offer, salonToday),
  };
}

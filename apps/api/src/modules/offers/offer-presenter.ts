import type { Offer, ServiceTranslations } from '@salon/contracts';
import { calculateOfferPrice, isOfferActive } from '@salon/domain';
import type { OfferWithServices } from './offers.repository.ts';

/** The titles of a service in other languages, for the offer's list of included services. */
function titleTranslations(translations: ServiceTranslations) {
  const titles: NonNullable<Offer['services'][number]['translations']> = {};
  for (const language of ['si', 'ta'] as const) {
    const title = translations[language]?.title;
    if (title) titles[language] = { title };
  }
  return Object.keys(titles).length ? { translations: titles } : {};
}

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
    services: offer.services.map((service) => ({
      _id: service.id,
      name: service.title,
      ...titleTranslations(service.translations),
    })),
    type: 'special_offer',
    isActive: isOfferActive(offer, salonToday),
    ...(Object.keys(offer.translations).length ? { translations: offer.translations } : {}),
  };
}

import type { Cart } from '@salon/contracts';
import { calculateCartSummary, calculateOfferPrice } from '@salon/domain';
import type { CartView } from './cart.service.ts';

/**
 * A cart (docs/product.md#3), with the summary computed by the shared domain rule and the
 * owner's current booking fee. `branchPrices`: a branch's own prices by service (null: the
 * catalogue's), as booking there charges them (docs/decisions/0045-branches.md); a service
 * absent from them is not offered there: marked, and left out of the summary, as it cannot be booked.
 */
export function presentCart(
  { cartId, items, offer }: CartView,
  bookingFeeLkr: number,
  branchPrices?: ReadonlyMap<string, number | null>,
): Cart {
  const isOffered = (service: CartView['items'][number]['service']) =>
    !branchPrices || branchPrices.has(service.id);
  const priceOf = (service: CartView['items'][number]['service']) =>
    branchPrices?.get(service.id) ?? service.priceLkr;
  const offerPrice = offer
    ? {
        priceLkr: calculateOfferPrice(offer.originalPriceLkr, offer.discountPercent),
        originalPriceLkr: offer.originalPriceLkr,
      }
    : null;
  return {
    _id: cartId,
    items: items.map((item) => ({
      _id: item.id,
      service: {
        _id: item.service.id,
        title: item.service.title,
        description: item.service.description,
        price: item.service.priceLkr,
        thumbnail: item.service.thumbnailUrl,
        averageTime: item.service.durationMinutes,
        bookableOnce: item.service.bookableOnce,
        // Absent when the owner gave none, as in the services answer (service-presenter.ts).
        ...(Object.keys(item.service.translations).length ? { translations: item.service.translations } : {}),
      },
      quantity: item.quantity,
      serviceId: item.service.id,
      fromSpecialOffer: item.fromSpecialOffer,
      specialOfferId: item.fromSpecialOffer && offer ? offer.id : null,
      title: item.service.title,
      price: priceOf(item.service),
      duration: item.service.durationMinutes,
      ...(branchPrices && { offered: isOffered(item.service) }),
    })),
    specialOffer: offer
      ? {
          _id: offer.id,
          title: offer.title,
          description: offer.description,
          price: offerPrice!.priceLkr,
          originalPrice: offer.originalPriceLkr,
          discount: offer.discountPercent,
          image: offer.imageUrl,
        }
      : null,
    summary: calculateCartSummary(
      items
        .filter((item) => isOffered(item.service))
        .map((item) => ({
          priceLkr: priceOf(item.service),
          quantity: item.quantity,
          durationMinutes: item.service.durationMinutes,
        })),
      offerPrice,
      bookingFeeLkr,
    ),
  };
}

import { bookableOnceMessage, cartMessages, catalogueMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { isOfferActive } from '@salon/domain';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { bookedServiceTitle } from '../appointments/booked-service-titles.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { OfferWithServices } from '../offers/offers.repository.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import type { CartRepository, CartItemWithService } from './cart.repository.ts';

export interface CartView {
  cartId: string;
  /** Items whose service is still in the catalogue, at its current price. */
  items: CartItemWithService[];
  offer: OfferWithServices | null;
  /** This very look took out an offer that ended or was withdrawn. */
  droppedOffer: boolean;
}

/**
 * "{title} can be booked once per visit" with the title in the reader's language: the id and
 * its values travel to the screen, which has no copy of the owner's translations to swap in.
 */
const onceRefusal = (service: Parameters<typeof bookedServiceTitle>[0], language: Language) =>
  bookableOnceMessage(bookedServiceTitle(service, language));

/** The id a visitor's browser cart carries in the cart answer: no row exists for it. */
export const GUEST_CART_ID = 'guest';

export type CartService = ReturnType<typeof createCartService>;

/**
 * docs/architecture.md#cart: either regular services or one special offer; quantity 1-10, and 1 for a
 * service booked once per visit.
 */
export function createCartService({
  carts,
  services,
  offers,
}: {
  carts: CartRepository;
  services: ServicesRepository;
  offers: OffersService;
}) {
  /**
   * The cart as the live catalogue allows it now: a hidden service's items and an offer that
   * ended or was withdrawn are taken out for good, so nothing stale is shown, priced or booked.
   */
  async function view(userId: string): Promise<CartView> {
    return carts.withLockedCart(userId, async (cart, tx) => {
      const stored = await carts.listItems(cart.id, tx);
      const live = stored.filter((item) => item.service.deletedAt === null && !item.service.hidden);
      const offer = cart.specialOfferId ? await offers.find(cart.specialOfferId) : undefined;
      const offerEnded =
        cart.specialOfferId !== null &&
        (!offer || !isOfferActive(offer, offers.salonToday()) || live.length === 0);
      if (offerEnded) {
        await carts.clear(tx, cart.id);
        return { cartId: cart.id, items: [], offer: null, droppedOffer: true };
      }
      if (live.length < stored.length)
        await carts.removeItems(
          tx,
          cart.id,
          stored.filter((item) => !live.includes(item)).map((item) => item.id),
        );
      return { cartId: cart.id, items: live, offer: offer ?? null, droppedOffer: false };
    });
  }

  async function findOwnItem(cartId: string, itemId: string) {
    const item = (await carts.listItems(cartId)).find((candidate) => candidate.id === itemId);
    if (!item) throw new NotFoundError(cartMessages.itemNotFound);
    return item;
  }

  return {
    view,

    async addService(userId: string, serviceId: string, language: Language = 'en') {
      const service = await services.findLiveById(serviceId);
      if (!service) throw new NotFoundError(catalogueMessages.serviceNotFound);
      await carts.withLockedCart(userId, async (cart, tx) => {
        if (cart.specialOfferId) throw new ConflictError(cartMessages.offerInCart);
        const existing = (await carts.listItems(cart.id, tx)).find((item) => item.serviceId === serviceId);
        if (existing && service.bookableOnce) throw new ConflictError(onceRefusal(service, language));
        if (existing && existing.quantity >= 10) throw new ConflictError(cartMessages.quantityLimit);
        await carts.addOrIncrement(tx, cart.id, serviceId);
      });
      return view(userId);
    },

    /** The offer's own service list from the database, never the one the client sent. */
    async addSpecialOffer(userId: string, offerId: string) {
      const offer = await offers.find(offerId);
      if (!offer) throw new NotFoundError(catalogueMessages.offerNotFound);
      if (!isOfferActive(offer, offers.salonToday())) throw new ConflictError(cartMessages.offerNotActive);
      if (offer.services.length === 0) throw new BadRequestError(cartMessages.offerHasNoServices);
      const live = await services.findLiveByIds(offer.services.map((service) => service.id));
      if (live.length === 0) throw new BadRequestError(cartMessages.offerNoValidServices);
      const liveIds = new Set(live.map((service) => service.id));
      const serviceIds = offer.services.map((service) => service.id).filter((id) => liveIds.has(id));
      await carts.withLockedCart(userId, (cart, tx) =>
        carts.replaceWithOffer(tx, cart.id, offer.id, serviceIds),
      );
      return view(userId);
    },

    async updateQuantity(userId: string, itemId: string, quantity: number, language: Language = 'en') {
      await carts.withLockedCart(userId, async (cart, tx) => {
        const item = await findOwnItem(cart.id, itemId);
        if (item.fromSpecialOffer) throw new ConflictError(cartMessages.offerQuantityFixed);
        if (item.service.bookableOnce && quantity > 1)
          throw new BadRequestError(onceRefusal(item.service, language));
        await carts.setQuantity(tx, item.id, quantity);
      });
      return view(userId);
    },

    /** Removing one service of an offer removes the whole offer. */
    async removeItem(userId: string, itemId: string) {
      await carts.withLockedCart(userId, async (cart, tx) => {
        const item = await findOwnItem(cart.id, itemId);
        if (item.fromSpecialOffer) await carts.clear(tx, cart.id);
        else await carts.removeItem(tx, cart.id, item.id);
      });
      return view(userId);
    },

    /**
     * docs/product.md#2.10: a visitor's cart (kept in their browser) priced like a customer's, so
     * the booking page can show times and totals before any account exists. A service the salon
     * no longer offers is left out, as a stored cart drops it; nothing is written.
     */
    async previewGuest(
      lines: { serviceId: string; quantity: number }[],
      language: Language = 'en',
    ): Promise<CartView> {
      const live = await services.findLiveByIds(lines.map((line) => line.serviceId));
      const items = lines.flatMap((line, position): CartItemWithService[] => {
        const service = live.find((candidate) => candidate.id === line.serviceId);
        if (!service) return [];
        if (service.bookableOnce && line.quantity > 1)
          throw new BadRequestError(onceRefusal(service, language));
        return [
          {
            businessId: service.businessId,
            id: service.id,
            cartId: GUEST_CART_ID,
            serviceId: service.id,
            quantity: line.quantity,
            fromSpecialOffer: false,
            position,
            service,
          },
        ];
      });
      return { cartId: GUEST_CART_ID, items, offer: null, droppedOffer: false };
    },

    async clear(userId: string) {
      await carts.withLockedCart(userId, (cart, tx) => carts.clear(tx, cart.id));
      return view(userId);
    },
  };
}

import { cartMessages, catalogueMessages } from '@salon/contracts';
import type { Cart, Offer } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { describeError } from '../../../lib/api-error.ts';
import { rememberReturn } from '../../../lib/return-after-sign-in.ts';
import { useAddSpecialOffer } from '../api/add-special-offer.ts';
import type { SpecialOfferCartService } from '../api/add-special-offer.ts';
import { useClearCart } from '../api/clear-cart.ts';
import { cartQueryKey } from '../api/get-cart.ts';

type BookableOffer = Pick<Offer, '_id' | 'services'>;

/** docs/product.md#5: an offer needs services, and at least one with an id, before it can be added. */
export function toOfferCartServices(offer: BookableOffer): SpecialOfferCartService[] | string {
  if (offer.services.length === 0) return cartMessages.offerHasNoServices;
  const services = offer.services
    .filter((service) => service._id)
    .map((service) => ({
      serviceId: service._id,
      quantity: 1 as const,
      fromSpecialOffer: true as const,
      specialOfferId: offer._id,
    }));
  return services.length > 0 ? services : cartMessages.offerNoValidServices;
}

/**
 * docs/product.md#2.6 and docs/product.md#4.2: Book This Offer. An offer replaces whatever the cart held, without
 * asking: a non-empty cart is cleared silently first, then the customer goes to the cart.
 */
export function useBookOffer({ isSignedIn }: { isSignedIn: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: addSpecialOffer } = useAddSpecialOffer();
  const { mutateAsync: clearCart } = useClearCart();
  const [bookingOfferId, setBookingOfferId] = useState<string | null>(null);

  async function bookOffer(offer: BookableOffer): Promise<void> {
    if (!isSignedIn) {
      toast.error(catalogueMessages.loginToBook);
      // Signed in, the visitor comes back to the offers and this one goes into the cart.
      rememberReturn(`/special-offers?book=${encodeURIComponent(offer._id)}`);
      await navigate('/login');
      return;
    }
    if (bookingOfferId) return;

    const services = toOfferCartServices(offer);
    if (typeof services === 'string') {
      toast.error(services);
      return;
    }

    setBookingOfferId(offer._id);
    try {
      const cart = queryClient.getQueryData<Cart>(cartQueryKey);
      if (cart && cart.items.length > 0) await clearCart({ silent: true }).catch(() => undefined);
      await addSpecialOffer({ offerId: offer._id, services });
      toast.success(cartMessages.offerAdded);
      await navigate('/cart');
    } catch (error) {
      toast.error(describeError(error, cartMessages.addOfferFailed));
    } finally {
      setBookingOfferId(null);
    }
  }

  return { bookOffer, bookingOfferId };
}

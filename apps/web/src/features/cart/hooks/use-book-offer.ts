import { cartMessages, catalogueMessages, joinTitles } from '@salon/contracts';
import type { Cart, Language, Offer } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { rememberReturn } from '../../../lib/return-after-sign-in.ts';
import { cartItemTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useAddSpecialOffer } from '../api/add-special-offer.ts';
import type { SpecialOfferCartService } from '../api/add-special-offer.ts';
import { useClearCart } from '../api/clear-cart.ts';
import { cartQueryOptions } from '../api/get-cart.ts';

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
 * docs/product.md#2.6 and docs/product.md#4.2: Book This Offer. An offer replaces whatever the cart held: when
 * that is anything but this same offer, the customer is asked first in the app's own dialog
 * (`confirmDialog`, which the page renders), naming what goes. Then the customer goes to the
 * cart and the toast names what was removed.
 */
export function useBookOffer({ isSignedIn }: { isSignedIn: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: addSpecialOffer } = useAddSpecialOffer();
  const { mutateAsync: clearCart } = useClearCart();
  const [bookingOfferId, setBookingOfferId] = useState<string | null>(null);
  const [confirmDialog, ask] = useConfirm();
  const t = useT();
  const { language } = useLanguage();

  /** `resumed`: the Book This Offer pressed before signing in, finished now (docs/product.md#8.3). */
  async function bookOffer(offer: BookableOffer, { resumed = false } = {}): Promise<void> {
    if (!isSignedIn) {
      toast.error(t(catalogueMessages.loginToBook));
      // Signed in, the visitor comes back to the offers and this one goes into the cart.
      rememberReturn(`/special-offers?book=${encodeURIComponent(offer._id)}`);
      await navigate('/login');
      return;
    }
    if (bookingOfferId) return;

    const services = toOfferCartServices(offer);
    if (typeof services === 'string') {
      toast.error(t(services));
      return;
    }

    setBookingOfferId(offer._id);
    try {
      const replaced = titlesReplacedBy(await readCurrentCart(), offer._id, language);
      if (replaced.length > 0) {
        const isConfirmed = await ask({
          title: t(cartMessages.servicesReplacedTitle),
          description: t(
            'A special offer is booked on its own, so adding it removes {titles} from your cart. Continue?',
            { titles: joinTitles(replaced) },
          ),
          confirmLabel: t(cartMessages.servicesReplacedConfirm),
        });
        if (!isConfirmed) return;
        await clearCart({ silent: true }).catch(() => undefined);
      }
      await addSpecialOffer({ offerId: offer._id, services });
      toast.success(t(cartMessages.offerAdded), {
        description:
          replaced.length > 0
            ? t('Removed {titles} from your cart', { titles: joinTitles(replaced) })
            : undefined,
      });
      await navigate('/cart');
    } catch (error) {
      toast.error(t(errorMessage(error, resumed ? cartMessages.addFailed : cartMessages.addOfferFailed)));
    } finally {
      setBookingOfferId(null);
    }
  }

  // As in Book Now: a cart that cannot be read is treated as empty; the add then gives the reason.
  async function readCurrentCart(): Promise<Cart | null> {
    try {
      return await queryClient.ensureQueryData(cartQueryOptions);
    } catch {
      return null;
    }
  }

  return { bookOffer, bookingOfferId, confirmDialog };
}

/** What adding the offer `offerId` takes out of `cart`: another offer by its title, or the services. */
export function titlesReplacedBy(cart: Cart | null, offerId: string, language: Language): string[] {
  if (!cart || cart.items.length === 0) return [];
  if (cart.specialOffer) return cart.specialOffer._id === offerId ? [] : [cart.specialOffer.title];
  return cart.items.map((item) => cartItemTitle(item, language));
}

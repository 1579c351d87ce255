import { cartMessages, catalogueMessages } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { rememberReturn } from '../../../lib/return-after-sign-in.ts';
import { ACTION_TOAST_DURATION_MS } from '../../../lib/ui-timings.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useAddToCart } from '../api/add-to-cart.ts';
import { addToGuestCart } from '../lib/guest-cart.ts';
import { useClearCart } from '../api/clear-cart.ts';
import { cartQueryOptions } from '../api/get-cart.ts';

/**
 * docs/product.md#2.5 and docs/product.md#4.2: Book Now on a service. Signed out, it goes into the
 * visitor's browser cart (docs/product.md#2.10), the toast leading to the booking page.
 * Signed in, a special offer already in the cart is replaced only after the customer agrees in
 * the app's own dialog (`confirmDialog`, which the page renders). The customer stays on the list;
 * the toast offers View cart. The page passes the session in, so this feature does not reach
 * into the auth feature.
 */
export function useBookService({ isSignedIn }: { isSignedIn: boolean }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { mutateAsync: addToCart } = useAddToCart();
  const { mutateAsync: clearCart } = useClearCart();
  const [bookingServiceId, setBookingServiceId] = useState<string | null>(null);
  const [confirmDialog, ask] = useConfirm();
  const t = useT();

  /** `resumed`: the Book Now pressed before signing in, finished now (docs/product.md#8.3 'Failed to add to cart'). */
  async function bookService(serviceId: string, { resumed = false } = {}): Promise<void> {
    // docs/product.md#2.10: a visitor's choice is kept in this browser, and the booking page shows
    // free times at once; the account is asked for only at payment.
    if (!isSignedIn && addToGuestCart(serviceId)) {
      toast.success(t(cartMessages.serviceAdded), {
        action: { label: t(cartMessages.chooseTime), onClick: () => void navigate('/book-appointment') },
        duration: ACTION_TOAST_DURATION_MS,
      });
      return;
    }
    if (!isSignedIn) {
      // The browser keeps nothing (private mode, full storage): the account holds the cart instead.
      toast.error(t(catalogueMessages.loginToBook));
      // Signed in, the visitor comes back to the list, filtered as it was, and the service goes into the cart.
      const back = new URLSearchParams(search);
      back.set('book', serviceId);
      rememberReturn(`/services?${back.toString()}`);
      await navigate('/login');
      return;
    }
    if (bookingServiceId) return;

    setBookingServiceId(serviceId);
    try {
      const cart = await readCurrentCart();
      const offer = cart?.specialOffer ?? null;
      if (offer) {
        const isConfirmed = await ask({
          title: t(cartMessages.offerReplacesTitle),
          description: t(cartMessages.offerReplacesServices),
          confirmLabel: t(cartMessages.offerReplacesConfirm),
        });
        if (!isConfirmed) return;
        // Cleared on the app's own initiative: a failure here stays silent (docs/product.md#8.3), and the
        // add below reports whatever the server then says.
        await clearCart({ silent: true }).catch(() => undefined);
      }
      await addToCart({ serviceId });
      toast.success(t(cartMessages.serviceAdded), {
        description: offer ? t('Removed {titles} from your cart', { titles: offer.title }) : undefined,
        action: { label: t(cartMessages.viewCart), onClick: () => void navigate('/cart') },
        duration: ACTION_TOAST_DURATION_MS,
      });
    } catch (error) {
      // By id: a refusal built around a name ("Hair Cut can be booked once per visit") keeps it.
      toast.error(t(errorMessage(error, resumed ? cartMessages.addFailed : cartMessages.addServiceFailed)));
    } finally {
      setBookingServiceId(null);
    }
  }

  // The cached cart when there is one; else one fetch. A cart that cannot be read (an
  // unverified account, say) is treated as holding no offer: the add then gives the reason.
  async function readCurrentCart(): Promise<Cart | null> {
    try {
      return await queryClient.ensureQueryData(cartQueryOptions);
    } catch {
      return null;
    }
  }

  return { bookService, bookingServiceId, confirmDialog };
}

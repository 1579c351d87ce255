import { joinTitles } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { cartItemTitle } from '../../../lib/service-texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useClearCart } from '../api/clear-cart.ts';
import { cartQueryOptions } from '../api/get-cart.ts';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.ts';

/** One service of a past visit, as it goes back into the cart. */
export interface RepeatLine {
  serviceId: string;
  quantity: number;
}

/** The cart already holds exactly these services in these quantities (and no offer). */
function holdsExactly(cart: Cart, lines: RepeatLine[]): boolean {
  if (cart.specialOffer || cart.items.length !== lines.length) return false;
  return lines.every((line) =>
    cart.items.some((item) => item.serviceId === line.serviceId && item.quantity === line.quantity),
  );
}

/**
 * docs/product.md#2.1 (the dashboard): Book again puts a past visit's services, in the same
 * quantities, in the cart and opens the booking page. A cart holding anything else is replaced
 * only after the customer agrees in the app's own dialog (`confirmDialog`, which the page
 * renders), as Book Now and Book This Offer ask (docs/product.md#4.2).
 */
export function useBookAgain() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: addToCart } = useAddToCart();
  const { mutateAsync: clearCart } = useClearCart();
  const { mutateAsync: updateQuantity } = useUpdateCartQuantity();
  const [confirmDialog, ask] = useConfirm();
  const [repeatingVisitId, setRepeatingVisitId] = useState<string | null>(null);
  const t = useT();
  const { language } = useLanguage();

  async function bookAgain(visitId: string, lines: RepeatLine[]): Promise<void> {
    if (repeatingVisitId || lines.length === 0) return;
    setRepeatingVisitId(visitId);
    try {
      const cart = await queryClient.fetchQuery(cartQueryOptions);
      if (holdsExactly(cart, lines)) {
        await navigate('/book-appointment?first=1');
        return;
      }
      if (cart.items.length > 0) {
        const titles = cart.specialOffer
          ? [cart.specialOffer.title]
          : cart.items.map((item) => cartItemTitle(item, language));
        const isConfirmed = await ask({
          title: t('Replace your cart?'),
          description: t(
            'Booking this visit again puts its services in your cart in place of {titles}. Continue?',
            {
              titles: joinTitles(titles),
            },
          ),
          confirmLabel: t('Replace cart'),
        });
        if (!isConfirmed) return;
        // Silent: a failure here is reported below, with the reason the server gave.
        await clearCart({ silent: true });
      }
      for (const line of lines) {
        const updated = await addToCart({ serviceId: line.serviceId });
        const item = updated.items.find((candidate) => candidate.serviceId === line.serviceId);
        if (item && item.quantity !== line.quantity) {
          await updateQuantity({ itemId: item._id, quantity: line.quantity });
        }
      }
      await navigate('/book-appointment?first=1');
    } catch (error) {
      // A service the salon no longer offers, say: the server's reason, in the customer's language.
      toast.error(t(errorMessage(error, "Could not put this visit's services in your cart")));
    } finally {
      setRepeatingVisitId(null);
    }
  }

  return { bookAgain, repeatingVisitId, confirmDialog };
}

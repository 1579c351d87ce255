import { cartMessages } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { addToCart } from '../api/add-to-cart.ts';
import { cartQueryKey, getCart, keepCart } from '../api/get-cart.ts';
import { forgetGuestCart, readGuestCart } from '../lib/guest-cart.ts';

// One merge at a time in this tab: React's development double effects must not add twice.
let running: Promise<Cart> | null = null;

/**
 * The cart a visitor filled in this browser goes into their account's cart once they sign in
 * (docs/product.md#2.10): each service at least in the quantity chosen, nothing taken out. A
 * refusal (the account's cart holds an offer, a service withdrawn meanwhile) is said in the
 * server's words and the account's cart shows as it is. Returns true while merging. Mount it
 * anew when the session changes (the page keys it by that).
 */
export function useMergeGuestCart(isSignedIn: boolean): boolean {
  const queryClient = useQueryClient();
  const t = useT();
  const [isMerging, setIsMerging] = useState(() => isSignedIn && readGuestCart().length > 0);

  useEffect(() => {
    if (!isSignedIn) return;
    const lines = readGuestCart();
    if (lines.length === 0) return;
    running ??= (async () => {
      let cart = await getCart();
      for (const line of lines) {
        const held = cart.items.find((item) => item.serviceId === line.serviceId)?.quantity ?? 0;
        for (let count = held; count < line.quantity; count++)
          cart = await addToCart({ serviceId: line.serviceId });
      }
      return cart;
    })().finally(() => {
      forgetGuestCart();
      running = null;
    });
    let isCurrent = true;
    running
      .then((cart) => keepCart(queryClient, cart))
      .catch((error: unknown) => {
        toast.error(t(errorMessage(error, cartMessages.addFailed)), {
          id: 'guest-cart-merge',
        });
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      })
      .finally(() => {
        if (isCurrent) setIsMerging(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, queryClient, t]);

  return isMerging;
}

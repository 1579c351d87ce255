import { cartMessages } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/use-language.tsx';
import { keepCart } from './get-cart.ts';
import { cartAnswerShape } from './cart-answer.ts';

export async function clearCart(): Promise<Cart> {
  const answer = await apiRequest('/api/cart/clear-cart', { method: 'DELETE', schema: cartAnswerShape });
  return answer.data.cart;
}

export interface ClearCartVariables {
  /**
   * docs/product.md#8.3: 'Failed to clear cart' is silent when the app clears the cart on its own
   * (before adding a service over an offer); only a clear the user asked for reports it.
   */
  silent?: boolean;
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (_variables: ClearCartVariables = {}) => clearCart(),
    onSuccess: (cart) => keepCart(queryClient, cart),
    onError: (error, variables) => {
      if (variables?.silent) return;
      toast.error(t(errorMessage(error, cartMessages.clearFailed)));
    },
  });
}

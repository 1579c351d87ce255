import type { Cart } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartAddMutationKey, keepCart } from './get-cart.ts';
import { cartAnswerShape } from './cart-answer.ts';

/** docs/product.md#7.2: each of the offer's services, marked as coming from that offer. */
export interface SpecialOfferCartService {
  serviceId: string;
  quantity: 1;
  fromSpecialOffer: true;
  specialOfferId: string;
}

export interface AddSpecialOfferInput {
  offerId: string;
  services: SpecialOfferCartService[];
}

export async function addSpecialOffer(body: AddSpecialOfferInput): Promise<Cart> {
  const answer = await apiRequest('/api/cart/add-special-offer', {
    method: 'POST',
    body,
    schema: cartAnswerShape,
  });
  return answer.data.cart;
}

export function useAddSpecialOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartAddMutationKey,
    mutationFn: addSpecialOffer,
    onSuccess: (cart) => keepCart(queryClient, cart),
  });
}

import { savedCardMessages } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { myAppointmentsQueryKey } from '../../features/appointments/api/get-my-appointments.ts';
import { keepSavedCard } from '../../features/booking/api/keep-saved-card.ts';
import { PayHereReturn } from '../../features/booking/components/payhere-return.tsx';
import { cartQueryKey } from '../../features/cart/api/get-cart.ts';
import { savedCardsQueryKey } from '../../lib/saved-cards.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/** docs/product.md#2.10: where PayHere sends the customer back after paying. */
export function PayHereReturnPage() {
  useDocumentTitle('Payment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('order_id') || null;
  // Back from PayHere's Preapproval form ("Save this card for next time"): once the fee paid with
  // it has booked, the card PayHere kept is saved, as after a card form (docs/decisions/0033-saved-cards.md).
  const keepsCard = params.get('save_card') === '1';
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <PayHereReturn
        orderId={orderId}
        polling={{
          onBooked: () => {
            void queryClient.invalidateQueries({ queryKey: cartQueryKey });
            queryClient.removeQueries({ queryKey: myAppointmentsQueryKey });
            if (keepsCard && orderId) {
              void keepSavedCard(orderId).then(
                () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
                () => toast.error(t(savedCardMessages.notSaved)),
              );
            }
          },
        }}
        onBookAnother={() => void navigate('/services')}
        onRetry={() => void navigate('/book-appointment')}
      />
    </div>
  );
}

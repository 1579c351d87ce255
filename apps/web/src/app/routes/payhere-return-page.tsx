import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { myAppointmentsQueryKey } from '../../features/appointments/api/get-my-appointments.ts';
import { PayHereReturn } from '../../features/booking/components/payhere-return.tsx';
import { cartQueryKey } from '../../features/cart/api/get-cart.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/product.md#2.10: where PayHere sends the customer back after paying. */
export function PayHereReturnPage() {
  useDocumentTitle('Payment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <PayHereReturn
        orderId={params.get('order_id') || null}
        polling={{
          onBooked: () => {
            void queryClient.invalidateQueries({ queryKey: cartQueryKey });
            queryClient.removeQueries({ queryKey: myAppointmentsQueryKey });
          },
        }}
        onBookAnother={() => void navigate('/services')}
        onRetry={() => void navigate('/book-appointment')}
      />
    </div>
  );
}

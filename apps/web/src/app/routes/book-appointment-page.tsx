import { cartMessages, payhereMessages } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageLoader } from '../../components/ui/spinner.tsx';
import { myAppointmentsQueryKey } from '../../features/appointments/api/get-my-appointments.ts';
import { usePublicConfig } from '../../features/auth/api/get-public-config.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { BookingView } from '../../features/booking/components/booking-view.tsx';
import { EmptyCartRedirect } from '../../features/booking/components/empty-cart-redirect.tsx';
import { forgetBookingDraft } from '../../features/booking/lib/booking-draft.ts';
import { cartQueryKey, useCart } from '../../features/cart/api/get-cart.ts';
import { errorDetail } from '../../lib/error-detail.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/** docs/product.md#2.10: booking and payment; the page wires the cart, session and config into the flow. */
export function BookAppointmentPage() {
  useDocumentTitle('Book Appointment');
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const cartQuery = useCart();
  const config = usePublicConfig();
  // PayHere's cancel_url brings the customer back here (docs/architecture.md#payment-providers).
  const [params] = useSearchParams();
  const payhereCancelled = params.get('payhere') === 'cancelled';
  // Back from a cancelled PayHere payment the customer is asked to choose a time again, so the
  // choices kept for a sign-in (features/booking/lib/booking-draft.ts) are not put back.
  useState(() => {
    if (payhereCancelled) forgetBookingDraft();
  });
  // After a booking the server has emptied the cart; the outcome screen keeps the booked one.
  const [bookedCart, setBookedCart] = useState<Cart | null>(null);

  if (cartQuery.isPending && !bookedCart) return <PageLoader label={t('Loading...')} />;
  if (cartQuery.isError && !bookedCart) {
    return (
      <div className="px-4 py-16">
        <ErrorState
          title={cartMessages.fetchFailed}
          message={errorDetail(cartQuery.error, cartMessages.fetchFailed)}
          onRetry={() => void cartQuery.refetch()}
          isRetrying={cartQuery.isFetching}
        />
      </div>
    );
  }
  const cart = bookedCart ?? cartQuery.data;
  if (!cart || cart.items.length === 0) return <EmptyCartRedirect />;
  const bookingCart = cart;

  function handleBooked() {
    setBookedCart(bookingCart);
    // docs/product.md#4.5: the cart is cleared and the cached appointment list dropped after a booking.
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    queryClient.removeQueries({ queryKey: myAppointmentsQueryKey });
  }

  return (
    <>
      {payhereCancelled && (
        <div className="px-4 pt-6 sm:px-6">
          <p
            role="alert"
            className="mx-auto w-full max-w-6xl rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {t(payhereMessages.cancelled)}
          </p>
        </div>
      )}
      <BookingView
        cart={bookingCart}
        customer={{ name: user?.name ?? '', email: user?.email ?? '' }}
        paymentConfig={config.isError ? null : config.data}
        onBooked={handleBooked}
        onFeeChanged={() => {
          // docs/product.md#9: the owner changed the fee; the summary and the pay button follow.
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
          void queryClient.invalidateQueries({ queryKey: ['config'] });
        }}
        onBookAnother={() => void navigate('/services')}
      />
    </>
  );
}

import { branchMessages, cartMessages, payhereMessages } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageLoader } from '../../components/ui/spinner.tsx';
import { myAppointmentsQueryKey } from '../../features/appointments/api/get-my-appointments.ts';
import { usePublicConfig } from '../../features/auth/api/get-public-config.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { BookingView } from '../../features/booking/components/booking-view.tsx';
import { EmptyCartRedirect } from '../../features/booking/components/empty-cart-redirect.tsx';
import { toRequestedServices } from '../../features/booking/lib/booking-services.ts';
import { bookingWindow } from '../../features/booking/lib/booking-dates.ts';
import { JoinWaitlist } from '../../features/waitlist/components/join-waitlist.tsx';
import { useBookingSettings } from '../../lib/use-booking-settings.ts';
import { forgetBookingDraft } from '../../features/booking/lib/booking-draft.ts';
import { cartQueryKey, useCartAt } from '../../features/cart/api/get-cart.ts';
import { useGuestCartPreview } from '../../features/cart/api/preview-guest-cart.ts';
import { useMergeGuestCart } from '../../features/cart/hooks/use-merge-guest-cart.ts';
import { readGuestCart, removeFromGuestCart } from '../../features/cart/lib/guest-cart.ts';
import { removeCartItem } from '../../features/cart/api/remove-cart-item.ts';
import { NotOfferedNotice } from '../../features/booking/components/not-offered-notice.tsx';
import { useChosenBranch } from '../../lib/branches.ts';
import { OfferCheckout } from './offer-checkout.tsx';
import { errorDetail } from '../../lib/error-detail.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { rememberReturn } from '../../lib/return-after-sign-in.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/**
 * docs/product.md#2.10: booking and payment; the page wires the cart, session and config into the
 * flow. Open to visitors: their cart is the one kept in this browser, priced by the server, and
 * the account is asked for at payment; signed in, that cart goes into the account's cart first.
 */
export function BookAppointmentPage() {
  const { user, isLoading } = useSession();
  const t = useT();
  // A waitlist offer claimed from the account or its link (docs/decisions/0042-waitlist.md).
  const [params] = useSearchParams();
  const offerId = params.get('offerId');
  if (isLoading) return <PageLoader label={t('Loading...')} />;
  // The access gate's rule for an account made before registration waited for the code (docs/product.md#2.1).
  if (user && !user.isVerified) return <Navigate to="/verify-email" replace />;
  // A visitor with nothing chosen in this browser (or whose session just ran out) signs in, as
  // on every customer page (docs/product.md#2.1); the page is theirs once signed in.
  if (!user && readGuestCart().length === 0) {
    rememberReturn('/book-appointment');
    return <Navigate to="/login" replace />;
  }
  // An offer books what its entry waited for, not the cart: it needs no cart at all.
  if (user && offerId) return <OfferCheckout offerId={offerId} />;
  // Keyed: signing in on this page starts the signed-in page afresh (the browser's cart merged first).
  return <BookingPageFor key={user ? 'customer' : 'visitor'} isSignedIn={user !== null} />;
}

function BookingPageFor({ isSignedIn }: { isSignedIn: boolean }) {
  useDocumentTitle('Book Appointment');
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const isMerging = useMergeGuestCart(isSignedIn);
  // docs/decisions/0045-branches.md: the cart is priced at the chosen branch (its prices and fee).
  const branchChoice = useChosenBranch();
  const accountCart = useCartAt(branchChoice, isSignedIn && !isMerging);
  const [guestLines, setGuestLines] = useState(() => (isSignedIn ? [] : readGuestCart()));
  const guestCart = useGuestCartPreview(guestLines, branchChoice);
  const cartQuery = isSignedIn ? accountCart : guestCart;
  const config = usePublicConfig();
  // PayHere's cancel_url brings the customer back here (docs/architecture.md#payment-providers).
  const [params] = useSearchParams();
  const payhereCancelled = params.get('payhere') === 'cancelled';
  // Book again (docs/product.md#2.1) asks for the earliest free start to be proposed.
  const proposeFirst = params.get('first') === '1';
  const limits = useBookingSettings();
  const [openedAt] = useState(() => new Date());
  // Back from a cancelled PayHere payment the customer is asked to choose a time again, so the
  // choices kept for a sign-in (features/booking/lib/booking-draft.ts) are not put back.
  useState(() => {
    if (payhereCancelled) forgetBookingDraft();
  });
  // After a booking the server has emptied the cart; the outcome screen keeps the booked one.
  const [bookedCart, setBookedCart] = useState<Cart | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  const isCartPending = isMerging || (cartQuery.isPending && (isSignedIn || guestLines.length > 0));
  if (isCartPending && !bookedCart) return <PageLoader label={t('Loading...')} />;
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
  // docs/decisions/0045-branches.md: what the chosen branch does not offer is named and left out of
  // the days, times and prices (the server's summary already leaves it out); booking refuses it.
  const notOffered = cart.items.filter((item) => item.offered === false);
  const bookingCart = notOffered.length
    ? { ...cart, items: cart.items.filter((item) => item.offered !== false) }
    : cart;

  async function removeNotOffered() {
    setIsRemoving(true);
    try {
      if (isSignedIn) {
        for (const item of notOffered) await removeCartItem(item._id);
        await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      } else {
        for (const item of notOffered) removeFromGuestCart(item.serviceId);
        setGuestLines(readGuestCart());
      }
    } catch (error) {
      toast.error(t(errorMessage(error, cartMessages.removeFailed)));
    } finally {
      setIsRemoving(false);
    }
  }

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
        branchChoice={branchChoice}
        customer={user ? { name: user.name, email: user.email } : null}
        paymentConfig={config.isError ? null : config.data}
        onBooked={handleBooked}
        onFeeChanged={() => {
          // docs/product.md#9: the owner changed the fee; the summary and the pay button follow.
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
          void queryClient.invalidateQueries({ queryKey: ['config'] });
        }}
        onBookAnother={() => void navigate('/services')}
        proposeFirst={proposeFirst}
        // The server refuses such a cart (400, the branch message): no pay button until it is bookable.
        blockedReason={
          notOffered.length === 0
            ? undefined
            : branchChoice.branch
              ? t(branchMessages.notOfferedBlocksBooking, { branch: branchChoice.branch.name })
              : t(branchMessages.serviceNotOfferedAtBranch)
        }
        cartNotice={
          notOffered.length > 0 && branchChoice.branch ? (
            <NotOfferedNotice
              items={notOffered}
              branchName={branchChoice.branch.name}
              onRemove={() => void removeNotOffered()}
              isRemoving={isRemoving}
            />
          ) : undefined
        }
        whenDayFull={
          user
            ? (date, staffId, branch, hours) => (
                <JoinWaitlist
                  key={`${date} ${branch?._id ?? ''}`}
                  date={date}
                  range={bookingWindow(openedAt, limits)}
                  services={toRequestedServices(bookingCart)}
                  staffId={staffId}
                  branch={branch}
                  hours={hours}
                />
              )
            : undefined
        }
      />
    </>
  );
}

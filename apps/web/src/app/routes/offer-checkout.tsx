import { waitlistMessages as m } from '@salon/contracts';
import type { WaitlistOffer } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageLoader } from '../../components/ui/spinner.tsx';
import { myAppointmentsQueryKey } from '../../features/appointments/api/get-my-appointments.ts';
import { usePublicConfig } from '../../features/auth/api/get-public-config.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { BookingView } from '../../features/booking/components/booking-view.tsx';
import { myWaitlistQueryKey, useMyWaitlist } from '../../features/waitlist/api/get-my-waitlist.ts';
import { offerCart } from '../../features/waitlist/lib/offer-cart.ts';
import { useChosenBranch } from '../../lib/branches.ts';
import { errorDetail } from '../../lib/error-detail.ts';
import { useT } from '../../lib/use-language.tsx';

/**
 * docs/decisions/0042-waitlist.md: the checkout of a waitlist offer (from the account or the
 * offer's link). It books the services the entry waited for at the held time, branch and
 * stylist, priced as the hold is, whatever the customer's cart holds (that cart is left alone).
 * The branch the time is held at becomes the remembered branch (docs/decisions/0045-branches.md).
 */
export function OfferCheckout({ offerId }: { offerId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const config = usePublicConfig();
  const waitlist = useMyWaitlist();
  const branchChoice = useChosenBranch();
  // Kept once found: a payment under way takes the offer off the live list.
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  const listed = waitlist.data?.offers.find((candidate) => candidate._id === offerId);
  if (!offer && listed) setOffer(listed);
  const { branchId: chosenBranchId, choose } = branchChoice;
  const heldAt = offer?.branchId;
  useEffect(() => {
    if (heldAt && chosenBranchId !== undefined && chosenBranchId !== heldAt) choose(heldAt);
  }, [heldAt, chosenBranchId, choose]);

  if (!offer) {
    if (waitlist.isPending) return <PageLoader label={t(m.loading)} />;
    return (
      <div className="px-4 py-16">
        {waitlist.isError ? (
          <ErrorState
            title={m.loadFailed}
            message={errorDetail(waitlist.error, m.loadFailed)}
            onRetry={() => void waitlist.refetch()}
            isRetrying={waitlist.isFetching}
          />
        ) : (
          // Booked, let go or lapsed: the link is spent (the offer link's page says the same).
          <ErrorState title={m.offerEnded} />
        )}
      </div>
    );
  }

  return (
    <BookingView
      key={offer._id}
      cart={offerCart(offer)}
      branchChoice={branchChoice}
      customer={user ? { name: user.name, email: user.email } : null}
      paymentConfig={config.isError ? null : config.data}
      onBooked={() => {
        // docs/product.md#4.5: the appointment list is fetched afresh; the offer left the waitlist.
        queryClient.removeQueries({ queryKey: myAppointmentsQueryKey });
        void queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey });
      }}
      // The fee is the one stored with the hold: the server never asks another for an offer.
      onFeeChanged={() => void waitlist.refetch()}
      onBookAnother={() => void navigate('/services')}
      offer={{
        id: offer._id,
        date: offer.date,
        startTime: offer.startTime,
        staffId: offer.staffId,
        bookingFeeLkr: offer.bookingFeeLkr,
        branchName: offer.branchName ?? null,
      }}
    />
  );
}

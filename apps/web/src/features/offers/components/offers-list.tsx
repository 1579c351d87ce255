import { catalogueMessages } from '@salon/contracts';
import type { Offer } from '@salon/contracts';
import { Gift } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { useActiveOffers } from '../api/get-active-offers.ts';
import { OfferCard } from './offer-card.tsx';
import { FIRST_ROW_CARDS } from '../../../components/ui/image-with-fallback.tsx';

interface OffersListProps {
  onBook: (offer: Offer) => void;
  bookingOfferId: string | null;
}

function OffersSkeleton() {
  return (
    <SkeletonGroup label="Loading special offers..." className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-3xl border border-sand-200 bg-white">
          <Skeleton className="aspect-[16/10] w-full rounded-none" />
          <div className="space-y-3 p-6">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full rounded-full" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** docs/product.md#2.6: the active offers, or the empty and failure texts. */
export function OffersList({ onBook, bookingOfferId }: OffersListProps) {
  const { data: offers, error, isPending } = useActiveOffers();

  if (isPending) return <OffersSkeleton />;
  if (error) {
    // docs/product.md#2.6: Try Again reloads the whole page here, unlike the other catalogue screens.
    return <ErrorState title={catalogueMessages.offersLoadFailed} onRetry={() => window.location.reload()} />;
  }
  if (offers.length === 0) {
    return (
      <EmptyState icon={Gift} title={catalogueMessages.noOffers} message={catalogueMessages.noOffersHint} />
    );
  }
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer, index) => (
        <li key={offer._id} className="flex">
          <OfferCard
            offer={offer}
            onBook={onBook}
            isBooking={bookingOfferId === offer._id}
            priority={index < FIRST_ROW_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

import { catalogueMessages } from '@salon/contracts';
import { toast } from '../../lib/toast.ts';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useBookOffer } from '../../features/cart/hooks/use-book-offer.ts';
import { useActiveOffers } from '../../features/offers/api/get-active-offers.ts';
import { OffersList } from '../../features/offers/components/offers-list.tsx';
import { useActionParam } from '../../lib/use-action-param.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/** docs/product.md#2.6: the active special offers; Book This Offer puts one in the cart. */
export function SpecialOffersPage() {
  useDocumentTitle('Special Offers');
  const t = useT();
  const { user } = useSession();
  const { bookOffer, bookingOfferId, confirmDialog } = useBookOffer({ isSignedIn: user !== null });
  const { data: offers } = useActiveOffers();
  // Book This Offer pressed while signed out: finished here once signed in and the offers are in.
  useActionParam('book', user !== null && offers !== undefined, (offerId) => {
    const offer = offers?.find((candidate) => candidate._id === offerId);
    if (offer) void bookOffer(offer, { resumed: true });
    else toast.error(t(catalogueMessages.offerNotFound));
  });

  return (
    <>
      <PageHero
        eyebrow="Limited time"
        title="Special Offers"
        description="Packages of our most loved services at a special price, for a limited time only."
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pb-20">
        <OffersList onBook={(offer) => void bookOffer(offer)} bookingOfferId={bookingOfferId} />
      </div>
      {confirmDialog}
    </>
  );
}

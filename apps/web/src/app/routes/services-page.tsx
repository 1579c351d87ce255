import { PageHero } from '../../components/ui/page-hero.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useBookService } from '../../features/cart/hooks/use-book-service.ts';
import { ServicesCatalogue } from '../../features/catalogue/components/services-catalogue.tsx';
import { useActionParam } from '../../lib/use-action-param.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/product.md#2.5: the service catalogue; Book Now adds to the cart (or asks the visitor to sign in). */
export function ServicesPage() {
  useDocumentTitle('Our Beauty Services');
  const { user } = useSession();
  const { bookService, bookingServiceId, confirmDialog } = useBookService({ isSignedIn: user !== null });
  // Book Now pressed while signed out: finished here once the customer has signed in.
  useActionParam('book', user !== null, (serviceId) => void bookService(serviceId, { resumed: true }));

  return (
    <>
      <PageHero
        compact
        eyebrow="Services & prices"
        title="Our Beauty Services"
        description="Hair, nails, facials and makeup: pick a service, add it to your cart and choose a time."
      />
      <ServicesCatalogue
        onBook={(service) => void bookService(service._id)}
        bookingServiceId={bookingServiceId}
      />
      {confirmDialog}
    </>
  );
}

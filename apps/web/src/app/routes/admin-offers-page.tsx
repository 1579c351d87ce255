import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { OffersAdmin } from '../../features/admin-offers/components/offers-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminOffersPage() {
  useDocumentTitle('Special offers · Admin');
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <AdminPageHeader
        title="Special offers"
        description="Bundles of services at a discount, for a set period."
      />
      <OffersAdmin />
    </section>
  );
}

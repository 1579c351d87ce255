import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { OffersAdmin } from '../../features/admin-offers/components/offers-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminOffersPage() {
  useDocumentTitle('Special offers · Admin');
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title="Special offers"
        description="Bundles of services at a discount, for a set period."
      />
      <OffersAdmin />
    </section>
  );
}

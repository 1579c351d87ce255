import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { OffersAdmin } from '../../features/admin-offers/components/offers-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function AdminOffersPage() {
  useDocumentTitle('Special offers · Admin');
  const t = useT();
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title={t('Special offers')}
        description={t('Bundles of services at a discount, for a set period.')}
      />
      <OffersAdmin />
    </section>
  );
}

import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { ServicesAdmin } from '../../features/admin-services/components/services-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function AdminServicesPage() {
  useDocumentTitle('Services · Admin');
  const t = useT();
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title={t('Services')}
        description={t('What customers can book: prices, durations and pictures.')}
      />
      <ServicesAdmin />
    </section>
  );
}

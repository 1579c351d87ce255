import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { ServicesAdmin } from '../../features/admin-services/components/services-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminServicesPage() {
  useDocumentTitle('Services · Admin');
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title="Services"
        description="What customers can book: prices, durations and pictures."
      />
      <ServicesAdmin />
    </section>
  );
}

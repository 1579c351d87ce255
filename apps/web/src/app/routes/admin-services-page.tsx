import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { ServicesAdmin } from '../../features/admin-services/components/services-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminServicesPage() {
  useDocumentTitle('Services · Admin');
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <AdminPageHeader
        title="Services"
        description="What customers can book: prices, durations and pictures."
      />
      <ServicesAdmin />
    </section>
  );
}

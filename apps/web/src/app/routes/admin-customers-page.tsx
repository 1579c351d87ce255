import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { CustomersAdmin } from '../../features/admin-customers/components/customers-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminCustomersPage() {
  useDocumentTitle('Customers · Admin');
  return (
    <section className="max-w-6xl">
      <AdminPageHeader
        title="Customers"
        description="Find a customer by name, phone or e-mail: their visits, spend and the salon's notes."
      />
      <CustomersAdmin />
    </section>
  );
}

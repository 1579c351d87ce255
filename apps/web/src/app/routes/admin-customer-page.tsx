import { useParams } from 'react-router';
import { CustomerDetail } from '../../features/admin-customers/components/customer-detail.tsx';

export function AdminCustomerPage() {
  const { id = '' } = useParams();
  return (
    <section className="max-w-6xl">
      <CustomerDetail id={id} />
    </section>
  );
}

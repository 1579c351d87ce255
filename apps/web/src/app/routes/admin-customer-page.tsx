import { useParams } from 'react-router';
import { CustomerDetail } from '../../features/admin-customers/components/customer-detail.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';

export function AdminCustomerPage() {
  const { id = '' } = useParams();
  // Merging two customers is the owner's alone (docs/decisions/0049-branch-manager.md).
  const { user } = useSession();
  return (
    <section className="max-w-6xl">
      <CustomerDetail id={id} mayMerge={user?.role === 'admin'} />
    </section>
  );
}

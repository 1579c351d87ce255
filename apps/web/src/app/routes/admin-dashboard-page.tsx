import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { OverviewView } from '../../features/admin-overview/components/overview-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminDashboardPage() {
  useDocumentTitle('Overview · Admin');
  return (
    <section>
      <AdminPageHeader title="Overview" description="Today at a glance, and how the month is going." />
      <OverviewView />
    </section>
  );
}

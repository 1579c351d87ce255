import { OverviewView } from '../../features/admin-overview/components/overview-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminDashboardPage() {
  useDocumentTitle('Overview');
  return (
    <>
      <h1 className="mb-2 text-3xl text-plum-950">Overview</h1>
      <OverviewView />
    </>
  );
}

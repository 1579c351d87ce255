import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { DailyClose } from '../../features/admin-close/components/daily-close.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminClosePage() {
  useDocumentTitle('Daily close · Admin');
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title="Daily close"
        description="The day's visits: what was paid online and what to take at the desk."
      />
      <DailyClose />
    </section>
  );
}

import { waitlistMessages } from '@salon/contracts';
import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { AdminWaitlistView } from '../../features/admin-waitlist/components/admin-waitlist-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/decisions/0042-waitlist.md: who waits for a day, the offers made, and the fill rate. */
export function AdminWaitlistPage() {
  useDocumentTitle('Waitlist · Admin');
  return (
    <section className="max-w-5xl">
      <AdminPageHeader title={waitlistMessages.adminTitle} />
      <AdminWaitlistView />
    </section>
  );
}

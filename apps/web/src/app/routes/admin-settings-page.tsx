import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { SettingsAdmin } from '../../features/admin-settings/components/settings-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminSettingsPage() {
  useDocumentTitle('Settings · Admin');
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title="Settings"
        description="Opening hours, closures, booking rules and the salon's details."
      />
      <SettingsAdmin />
    </section>
  );
}

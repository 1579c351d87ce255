import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { SettingsAdmin } from '../../features/admin-settings/components/settings-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminSettingsPage() {
  useDocumentTitle('Settings · Admin');
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <AdminPageHeader
        title="Settings"
        description="Opening hours, closures, booking rules and the salon's details."
      />
      <SettingsAdmin />
    </section>
  );
}

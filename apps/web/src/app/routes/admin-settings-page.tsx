import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { SettingsAdmin } from '../../features/admin-settings/components/settings-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function AdminSettingsPage() {
  useDocumentTitle('Settings · Admin');
  const t = useT();
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title={t('Settings')}
        description={t("Opening hours, closures, booking rules and the salon's details.")}
      />
      <SettingsAdmin />
    </section>
  );
}

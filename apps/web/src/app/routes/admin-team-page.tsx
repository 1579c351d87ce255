import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { ManagersSection } from '../../features/admin-team/components/managers-section.tsx';
import { TeamAdmin } from '../../features/admin-team/components/team-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function AdminTeamPage() {
  useDocumentTitle('Team · Admin');
  const t = useT();
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title={t('Team')}
        description={t('Who customers can book: services, shifts and time off.')}
      />
      <TeamAdmin />
      <ManagersSection />
    </section>
  );
}

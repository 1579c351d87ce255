import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { BranchesAdmin } from '../../features/admin-branches/components/branches-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function AdminBranchesPage() {
  useDocumentTitle('Branches · Admin');
  const t = useT();
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title={t('Branches')}
        description={t('Where the salon works: each branch’s details, hours, chairs, services and prices.')}
      />
      <BranchesAdmin />
    </section>
  );
}

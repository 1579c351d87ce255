import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { GalleryAdmin } from '../../features/admin-gallery/components/gallery-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminGalleryPage() {
  useDocumentTitle('Gallery · Admin');
  return (
    <section className="max-w-5xl">
      <AdminPageHeader title="Gallery" description="Photos of the salon's work, grouped by caption." />
      <GalleryAdmin />
    </section>
  );
}

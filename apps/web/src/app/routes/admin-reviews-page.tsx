import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { ReviewsAdmin } from '../../features/admin-reviews/components/reviews-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminReviewsPage() {
  useDocumentTitle('Reviews · Admin');
  return (
    <section className="max-w-5xl">
      <AdminPageHeader
        title="Reviews"
        description="Every review, hidden ones too. Hidden reviews leave the public page."
      />
      <ReviewsAdmin />
    </section>
  );
}

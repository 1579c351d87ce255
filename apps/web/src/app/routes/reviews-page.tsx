import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function ReviewsPage() {
  return (
    <ComingSoon
      title="What Our Clients Say"
      description="Read what our clients think of their visits, and share your own experience."
    />
  );
}

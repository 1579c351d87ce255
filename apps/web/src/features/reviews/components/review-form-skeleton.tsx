import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';

export function ReviewFormSkeleton() {
  return (
    <SkeletonGroup label="Loading your review..." className="rounded-3xl border border-sand-200 bg-white p-8">
      <Skeleton className="h-7 w-56" />
      <Skeleton className="mt-6 h-8 w-48" />
      <Skeleton className="mt-6 h-28 w-full" />
    </SkeletonGroup>
  );
}

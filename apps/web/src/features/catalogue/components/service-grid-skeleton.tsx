import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';

/** Placeholder cards in the shape of the real ones, so the page does not jump on load. */
export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonGroup label="Loading services..." className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-3xl border border-sand-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-3 p-5">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-6 w-20" />
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <div className="flex items-center justify-between pt-3">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-9 w-28 rounded-full" />
            </div>
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

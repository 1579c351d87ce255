import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';

/** Placeholder cards in the shape of the real ones, so the page does not jump on load. */
export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonGroup label="Loading services..." className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-3 sm:gap-4">
          <Skeleton className="size-24 shrink-0 rounded-xl sm:size-28" />
          <div className="flex-1 space-y-2 py-1">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <div className="flex justify-end pt-1">
              <Skeleton className="h-9 w-24 rounded-full" />
            </div>
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';

export function CartSkeleton() {
  return (
    <SkeletonGroup label="Loading your cart..." className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4 rounded-3xl border border-sand-200 bg-white p-6">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4">
            <Skeleton className="size-20 shrink-0 rounded-2xl" />
            <div className="flex-1 space-y-2 pt-1">
              <Skeleton className="h-5 w-2/5" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-80 rounded-3xl" />
    </SkeletonGroup>
  );
}

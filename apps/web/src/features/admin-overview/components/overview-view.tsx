import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLongDate } from '../../../lib/format-time.ts';
import { useAdminBranch } from '../../../lib/admin-branch.ts';
import { useAdminOverview } from '../api/get-overview.ts';
import { BranchesMonth } from './branches-month.tsx';
import { BookingsChart } from './bookings-chart.tsx';
import { NextDays } from './next-days.tsx';
import { StatCards } from './stat-cards.tsx';
import { StylistsMonth } from './stylists-month.tsx';
import { TodaysAppointments } from './todays-appointments.tsx';
import { TopServices } from './top-services.tsx';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

const LOAD_FAILED = 'Failed to load the overview';

function OverviewSkeleton() {
  return (
    <SkeletonGroup label="Loading the overview..." className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-20" />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
      <Skeleton className="h-72" />
    </SkeletonGroup>
  );
}

/** docs/architecture.md#admin: the owner's landing page, everything in the salon's time zone. */
export function OverviewView() {
  const t = useT();
  const { language } = useLanguage();
  // docs/decisions/0045-branches.md: the branch the switcher shows, or every branch together.
  const { branchId, showsAll, ready } = useAdminBranch({ all: true });
  const overview = useAdminOverview(branchId, ready);

  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) {
    return (
      <ErrorState
        title={LOAD_FAILED}
        message={errorDetail(overview.error, t(LOAD_FAILED))}
        onRetry={() => void overview.refetch()}
        isRetrying={overview.isFetching}
      />
    );
  }

  const data = overview.data;
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">
        {t('Today is {date}.', { date: formatLongDate(data.today, language) })}
      </p>
      <StatCards month={data.thisMonth} />
      {showsAll && data.branches && data.branches.length > 1 && <BranchesMonth branches={data.branches} />}
      {/* A salon with no team has no stylists to count (docs/decisions/0036-stylists.md). */}
      {data.stylists && data.stylists.length > 0 && <StylistsMonth stylists={data.stylists} />}
      <div className="grid gap-6 xl:grid-cols-2">
        <TodaysAppointments appointments={data.todaysAppointments} />
        <NextDays days={data.nextSevenDays} />
      </div>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <BookingsChart days={data.bookingsPerDay} />
        <TopServices services={data.topServices} />
      </div>
    </div>
  );
}

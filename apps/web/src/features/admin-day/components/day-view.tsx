import { isValidDate } from '@salon/domain';
import { Store } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useQueryParams } from '../../../lib/use-query-params.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { salonToday } from '../../../lib/salon-date.ts';
import { useAdminDay } from '../api/get-day.ts';
import { ChairColumns, StylistColumns } from './chair-columns.tsx';
import { DayControls } from './day-controls.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

const LOAD_FAILED = 'Failed to load the day';

/** docs/architecture.md#admin: the chairs' day, today unless the address names another date. */
export function DayView() {
  const t = useT();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useQueryParams();
  const today = salonToday();
  const asked = searchParams.get('date');
  const date = asked && isValidDate(asked) ? asked : today;
  const day = useAdminDay(date);

  let content;
  if (day.isPending) {
    content = (
      <SkeletonGroup label="Loading the day..." className="flex gap-3">
        {[0, 1, 2].map((column) => (
          <Skeleton key={column} className="h-96 w-44" />
        ))}
      </SkeletonGroup>
    );
  } else if (day.isError) {
    content = (
      <ErrorState
        title={LOAD_FAILED}
        message={errorDetail(day.error, t(LOAD_FAILED))}
        onRetry={() => void day.refetch()}
        isRetrying={day.isFetching}
      />
    );
  } else if (!day.data.openingHours) {
    const stranded = day.data.appointments;
    content = (
      <EmptyState
        icon={Store}
        title="Closed"
        message={day.data.closedReason || 'The salon is closed on this day.'}
        action={
          stranded.length > 0 && (
            <div className="text-left text-sm">
              <p className="font-medium text-red-800">{t('Bookings on this closed day:')}</p>
              <ul className="mt-1 list-disc pl-5">
                {stranded.map((appointment) => (
                  <li key={appointment._id}>
                    {appointment.appointmentId}, {formatTime12h(appointment.startTime, language)},{' '}
                    {appointment.customerName}
                    {appointment.staff && `, ${t('With {name}', { name: appointment.staff.name })}`}
                    {appointment.customerPhone && (
                      <>
                        , <PhoneLink phone={appointment.customerPhone} />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      />
    );
  } else {
    // docs/decisions/0036-stylists.md: a column per stylist once the salon has a team that day.
    const hasTeam =
      day.data.staff.length > 0 ||
      day.data.appointments.some((appointment) => appointment.staff) ||
      day.data.holds.some((hold) => hold.staff);
    content = hasTeam ? (
      <StylistColumns day={day.data} hours={day.data.openingHours} />
    ) : (
      <ChairColumns day={day.data} hours={day.data.openingHours} />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-lg font-medium text-plum-950" aria-live="polite">
          {formatLongDate(date, language)}
          {date === today && <span className="ml-2 text-sm font-normal text-ink-muted">{t('(today)')}</span>}
        </p>
        <DayControls date={date} today={today} onDateChange={(next) => setSearchParams({ date: next })} />
      </div>
      <div aria-busy={day.isPlaceholderData || undefined}>{content}</div>
    </div>
  );
}

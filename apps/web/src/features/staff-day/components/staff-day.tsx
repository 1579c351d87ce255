import type { StaffSchedule, StaffVisit } from '@salon/contracts';
import { toSalonDate, weekdayOf } from '@salon/domain';
import type { StylistVisitAction } from '@salon/domain';
import { clsx } from 'clsx';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatTime12h } from '../../../lib/format-time.ts';
import { formatShortDate, SALON_TIME_ZONE, salonToday, shiftDate } from '../../../lib/salon-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useSchedule } from '../api/get-schedule.ts';
import { useMarkVisit } from '../api/mark-visit.ts';
import { VisitCard } from './visit-card.tsx';
import { WalkInDialog } from './walk-in-dialog.tsx';

export type ScheduleMode = 'day' | 'week';

/** The days shown: the day itself, or its week from Monday. */
export function rangeOf(mode: ScheduleMode, date: string) {
  if (mode === 'day') return { from: date, to: date };
  const from = shiftDate(date, -((weekdayOf(date) + 6) % 7));
  return { from, to: shiftDate(from, 6) };
}

/** The marks re-read the clock every half minute, so a visit's buttons open at its start. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A stylist's own day or week (docs/decisions/0039-staff-accounts.md): their visits with the
 * marks they may make, their shifts and time off. Today by default.
 */
export function StaffDay({ initialDate }: { initialDate?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const now = useNow();
  const [mode, setMode] = useState<ScheduleMode>('day');
  const [date, setDate] = useState(() => initialDate ?? salonToday());
  const { from, to } = rangeOf(mode, date);
  const schedule = useSchedule(from, to);
  const mark = useMarkVisit();
  const [confirmDialog, askConfirm] = useConfirm();
  const [isBookingWalkIn, setIsBookingWalkIn] = useState(false);
  const step = mode === 'day' ? 1 : 7;

  async function onMark(visit: StaffVisit, action: StylistVisitAction) {
    if (action === 'no-show') {
      const isSure = await askConfirm({
        title: t('Mark {name} as a no-show?', { name: visit.customer.firstName }),
        description: t('Only when the customer did not come. The owner can undo it for 24 hours.'),
        confirmLabel: t('Mark no-show'),
        cancelLabel: t('Cancel'),
      });
      if (!isSure) return;
    }
    mark.mutate(
      { id: visit._id, action },
      {
        onSuccess: (answer) => toast.success(t({ id: answer.messageId ?? answer.message ?? '' })),
        onError: (error) => toast.error(t(errorMessage(error, 'Could not mark the visit'))),
      },
    );
  }

  const busyFor = (visit: StaffVisit) =>
    mark.isPending && mark.variables.id === visit._id ? mark.variables.action : null;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('Show')} className="inline-flex rounded-full bg-sand-100 p-1">
          {(['day', 'week'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={mode === choice}
              onClick={() => setMode(choice)}
              className={clsx(
                'min-h-11 min-w-20 rounded-full px-4 text-sm font-medium transition-colors',
                mode === choice ? 'bg-white text-plum-900 shadow-sm' : 'text-ink/80 hover:text-plum-900',
              )}
            >
              {t(choice === 'day' ? 'Day' : 'Week')}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            className="min-h-11 min-w-11"
            aria-label={t(mode === 'day' ? 'Previous day' : 'Previous week')}
            onClick={() => setDate(shiftDate(date, -step))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="outline" className="min-h-11" onClick={() => setDate(salonToday())}>
            {t('Today')}
          </Button>
          <Button
            variant="ghost"
            className="min-h-11 min-w-11"
            aria-label={t(mode === 'day' ? 'Next day' : 'Next week')}
            onClick={() => setDate(shiftDate(date, step))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
        {schedule.data && (
          // docs/decisions/0039-staff-accounts.md: a walk-in for the stylist themselves.
          <Button className="min-h-11" onClick={() => setIsBookingWalkIn(true)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('Book a walk-in')}
          </Button>
        )}
        <h2 className="text-lg font-semibold text-plum-950" aria-live="polite">
          {from === to
            ? formatShortDate(from, language)
            : `${formatShortDate(from, language)} – ${formatShortDate(to, language)}`}
        </h2>
      </div>

      <div className="mt-6">
        {schedule.isPending ? (
          <PageLoader label={t('Loading your visits...')} />
        ) : schedule.isError ? (
          <ErrorState
            title="Your visits could not be loaded"
            message={t(errorMessage(schedule.error, 'Please try again.'))}
            onRetry={() => void schedule.refetch()}
            isRetrying={schedule.isFetching}
          />
        ) : (
          <Days
            schedule={schedule.data}
            mode={mode}
            from={from}
            now={now}
            busyFor={busyFor}
            onMark={(visit, action) => void onMark(visit, action)}
          />
        )}
      </div>
      {confirmDialog}
      {isBookingWalkIn && schedule.data && (
        <WalkInDialog branches={schedule.data.branches ?? []} onClose={() => setIsBookingWalkIn(false)} />
      )}
    </div>
  );
}

function Days({
  schedule,
  mode,
  from,
  now,
  busyFor,
  onMark,
}: {
  schedule: StaffSchedule;
  mode: ScheduleMode;
  from: string;
  now: Date;
  busyFor: (visit: StaffVisit) => StylistVisitAction | null;
  onMark: (visit: StaffVisit, action: StylistVisitAction) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const dates = Array.from({ length: mode === 'day' ? 1 : 7 }, (_, index) => shiftDate(from, index));
  // docs/decisions/0045-branches.md: a stylist at two branches is told where each shift and visit is.
  const branches = schedule.branches ?? [];
  const showsBranch = branches.length >= 2;
  const branchName = (id: string | undefined) => branches.find((branch) => branch._id === id)?.name;
  return (
    <div className={clsx('grid gap-4', mode === 'week' && 'lg:grid-cols-7 lg:gap-2')}>
      {dates.map((date) => {
        const visits = schedule.visits.filter((visit) => visit.date === date);
        const shifts = schedule.shifts.filter((shift) => shift.date === date);
        const isAway = schedule.timeOff.some(
          (range) =>
            toSalonDate(new Date(range.startsAt), SALON_TIME_ZONE) <= date &&
            date <= toSalonDate(new Date(range.endsAt), SALON_TIME_ZONE),
        );
        return (
          <section key={date} aria-label={formatShortDate(date, language)} className="min-w-0">
            {mode === 'week' && (
              <h3 className="mb-2 text-sm font-semibold text-plum-900">{formatShortDate(date, language)}</h3>
            )}
            <p className="mb-2 text-xs text-ink-muted">
              {shifts.length
                ? shifts
                    .map((shift) => {
                      const times = {
                        start: formatTime12h(shift.startTime, language),
                        end: formatTime12h(shift.endTime, language),
                      };
                      const branch = showsBranch ? branchName(shift.branchId) : undefined;
                      return branch
                        ? t('Shift {start}–{end} at {branch}', { ...times, branch })
                        : t('Shift {start}–{end}', times);
                    })
                    .join(' · ')
                : t('No shift')}
              {isAway && ` · ${t('Time off')}`}
            </p>
            {visits.length === 0 ? (
              mode === 'day' ? (
                <EmptyState title="No visits on this day" />
              ) : (
                <p
                  role="status"
                  className="rounded-xl border border-dashed border-sand-300 px-3 py-4 text-sm text-ink-muted"
                >
                  {t('No visits on this day')}
                </p>
              )
            ) : (
              <div className="grid gap-3">
                {visits.map((visit) => (
                  <VisitCard
                    key={visit._id}
                    visit={visit}
                    now={now}
                    busyAction={busyFor(visit)}
                    onMark={onMark}
                    isCompact={mode === 'week'}
                    showsBranch={showsBranch}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

import { frontDeskMessages } from '@salon/contracts';
import type { DayAppointment } from '@salon/contracts';
import { isValidDate } from '@salon/domain';
import { Ban, CalendarPlus, Store } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useAdminBranch } from '../../../lib/admin-branch.ts';
import { useQueryParams } from '../../../lib/use-query-params.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { salonToday } from '../../../lib/salon-date.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminDay } from '../api/get-day.ts';
import { useTimeBlocks } from '../api/get-time-blocks.ts';
import { useRemoveTimeBlock } from '../api/remove-time-block.ts';
import { BlockTimeDialog } from './block-time-dialog.tsx';
import { ChairColumns, StylistColumns } from './chair-columns.tsx';
import type { DeskActions } from './chair-columns.tsx';
import { MoveBookingDialog } from './move-booking-dialog.tsx';
import { useBookAgainCustomer } from '../api/get-book-again-customer.ts';
import { NewBookingDialog } from './new-booking-dialog.tsx';
import { DayControls } from './day-controls.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

const LOAD_FAILED = 'Failed to load the day';

/** Which front-desk dialog is open (docs/decisions/0040-front-desk.md), with what the grid filled in. */
type OpenDialog =
  | { kind: 'book'; startTime?: string | undefined; staffId?: string | undefined }
  | { kind: 'block' }
  | {
      kind: 'move';
      appointment: DayAppointment;
      startTime?: string | undefined;
      staffId?: string | undefined;
    }
  | undefined;

/** docs/architecture.md#admin: the chairs' day, today unless the address names another date. */
export function DayView() {
  const t = useT();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useQueryParams();
  const today = salonToday();
  const asked = searchParams.get('date');
  const date = asked && isValidDate(asked) ? asked : today;
  // docs/decisions/0045-branches.md: the branch the back office's switcher shows.
  const { branchId, branch, ready } = useAdminBranch();
  const day = useAdminDay(date, branchId, ready);
  const blocks = useTimeBlocks(date, branchId, ready);
  const removeBlock = useRemoveTimeBlock();
  const [dialog, setDialog] = useState<OpenDialog>();
  // The booking just moved: focus goes back to it where it now is, not to the page (issue of a
  // keyboard move; docs/decisions/0040-front-desk.md).
  const [movedId, setMovedId] = useState<string>();
  const openDialog = (next: OpenDialog) => {
    setMovedId(undefined);
    setDialog(next);
  };
  // A "Book again" link (docs/decisions/0041-customers-and-merge.md) opens the booking dialog
  // with the customer and their last visit's services.
  const bookAgainId = searchParams.get('book');
  const bookAgain = useBookAgainCustomer(bookAgainId);
  const bookAgainServices = searchParams.get('services')?.split(',').filter(Boolean) ?? [];
  const closeBookAgain = () => setSearchParams(asked ? { date: asked } : {});
  const actions: DeskActions = {
    onMove: (appointment, at) => openDialog({ kind: 'move', appointment, ...at }),
    onBookAt: (at) => openDialog({ kind: 'book', ...at }),
    onRemoveBlock: (block) =>
      removeBlock.mutate(
        { id: block._id, date: block.date },
        {
          onSuccess: () => toast.success(t(frontDeskMessages.blockRemoved)),
          onError: (error) => toast.error(t(errorMessage(error, 'The blocked time could not be removed'))),
        },
      ),
  };
  const dayBlocks = blocks.data ?? [];
  const team = day.data?.staff ?? [];

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
    const chairBlocks = dayBlocks.filter((block) => block.chair !== null);
    content = hasTeam ? (
      <>
        {chairBlocks.length > 0 && (
          <ul aria-label={t('Chairs out of use')} className="mb-3 space-y-1 text-sm text-ink-muted">
            {chairBlocks.map((block) => (
              <li key={block._id}>
                {t('Chair {chair} blocked {from} - {to}: {reason}', {
                  chair: block.chair ?? 0,
                  from: formatTime12h(block.startTime, language),
                  to: formatTime12h(block.endTime, language),
                  reason: block.reason,
                })}{' '}
                <Button variant="ghost" size="sm" onClick={() => actions.onRemoveBlock(block)}>
                  {t('Remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <StylistColumns
          day={day.data}
          hours={day.data.openingHours}
          blocks={dayBlocks}
          actions={actions}
          focusedId={movedId}
        />
      </>
    ) : (
      <ChairColumns
        day={day.data}
        hours={day.data.openingHours}
        blocks={dayBlocks}
        actions={actions}
        focusedId={movedId}
      />
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
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => openDialog({ kind: 'book' })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('New booking')}
        </Button>
        <Button variant="outline" disabled={!day.data} onClick={() => openDialog({ kind: 'block' })}>
          <Ban aria-hidden="true" className="size-4" />
          {t('Block time')}
        </Button>
      </div>
      <div aria-busy={day.isPlaceholderData || undefined}>{content}</div>
      {bookAgainId && bookAgain.data && !dialog && (
        <NewBookingDialog
          date={date}
          team={team}
          customer={bookAgain.data}
          serviceIds={bookAgainServices}
          branchId={branchId}
          branchName={branch?.name}
          onClose={closeBookAgain}
        />
      )}
      {bookAgainId && bookAgain.isError && (
        <Alert className="mt-4">{t(errorMessage(bookAgain.error, 'The customer could not be loaded'))}</Alert>
      )}
      {dialog?.kind === 'book' && (
        <NewBookingDialog
          date={date}
          team={team}
          startTime={dialog.startTime}
          staffId={dialog.staffId}
          branchId={branchId}
          branchName={branch?.name}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'block' && day.data && (
        <BlockTimeDialog
          date={date}
          team={team}
          chairs={day.data.chairs}
          branchId={branchId}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveBookingDialog
          appointment={dialog.appointment}
          team={team}
          branchId={branchId}
          startTime={dialog.startTime}
          staffId={dialog.staffId}
          onClose={() => setDialog(undefined)}
          onMoved={() => {
            setDialog(undefined);
            setMovedId(dialog.appointment._id);
          }}
        />
      )}
    </div>
  );
}

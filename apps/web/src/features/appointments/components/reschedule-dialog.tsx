import { isBookableState, toSalonDate } from '@salon/domain';
import { bookingCalendarMessages, rescheduleMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MonthCalendar } from '../../../components/ui/month-calendar.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { calendarDaysOf } from '../../../lib/bookable-days.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { useBranches } from '../../../lib/branches.ts';
import { shiftDate } from '../../../lib/salon-date.ts';
import { useBookingSettings } from '../../../lib/use-booking-settings.ts';
import { stylistsFor, useStaff } from '../../../lib/team.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useFreeTimes } from '../api/get-free-times.ts';
import { useMoveDays } from '../api/get-move-days.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';

interface RescheduleDialogProps {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product.md#2.11: a day on the month calendar (the days the appointment can move to, its own
 * time not counting against it; the first such day chosen to begin with) and that day's free start
 * times for the appointment's services; Confirm moves it. A refusal is shown here, once, never as a toast.
 */
export function RescheduleDialog({ appointment, open, onClose }: RescheduleDialogProps) {
  const calendarId = useId();
  const t = useT();
  const { language } = useLanguage();
  // The clock is read once; the owner's horizon and the salon's zone come from GET /api/config.
  const [openedAt] = useState(() => new Date());
  const { horizonDays, timeZone } = useBookingSettings();
  const today = toSalonDate(openedAt, timeZone);
  const lastMonth = shiftDate(today, horizonDays).slice(0, 7);
  const [chosenMonth, setChosenMonth] = useState<string | null>(null);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  // As on the booking page, the first day it can move to is shown and chosen to begin with.
  const [firstShown, setFirstShown] = useState<string | null>(null);
  const month = chosenMonth ?? firstShown?.slice(0, 7) ?? today.slice(0, 7);
  // docs/decisions/0036-stylists.md: the move keeps the stylist unless another is chosen here
  // (undefined: its own), among those who do all of its services.
  const [otherStylist, setOtherStylist] = useState<string | undefined>(undefined);
  // docs/decisions/0045-branches.md: with two or more branches the move stays at the booking's
  // own, and the dialog says which, as My Appointments does.
  const branches = useBranches();
  const branch = (branches.data?.length ?? 0) >= 2 ? appointment.branch : undefined;
  const team = useStaff({ enabled: open && appointment.staff != null, branchId: appointment.branch?._id });
  const others = stylistsFor(
    team.data ?? [],
    appointment.services.map((line) => ({
      serviceId: line.service._id,
      quantity: line.quantity,
      priceLkr: line.service.price,
      durationMinutes: line.service.averageTime,
    })),
  ).filter(({ member }) => member._id !== appointment.staff?._id);
  const days = useMoveDays(appointment, open ? month : null, otherStylist);
  const firstBookable = days.data?.firstBookableDate ?? null;
  if (open && firstShown === null && firstBookable) setFirstShown(firstBookable);
  const date = chosenDate ?? firstShown;
  const [time, setTime] = useState<string | null>(null);
  const times = useFreeTimes(appointment, open ? date : null, otherStylist);
  const move = useRescheduleAppointment();
  // The appointment's own time is no move: it is left out of the choices.
  const choices = (times.data ?? []).filter(
    (start) => date !== appointment.date || start !== appointment.startTime,
  );
  const loaded = days.data?.month === month;
  const monthHasRoom = loaded && Boolean(days.data?.days.some((day) => isBookableState(day.state)));
  const daysError = days.isError ? errorDetail(days.error, bookingCalendarMessages.daysLoadFailed) : null;

  function reset() {
    setChosenMonth(null);
    setChosenDate(null);
    setFirstShown(null);
    setTime(null);
    setOtherStylist(undefined);
    move.reset();
  }

  function chooseStylist(staffId: string) {
    setOtherStylist(staffId === appointment.staff?._id ? undefined : staffId);
    setTime(null);
    move.reset();
  }

  function close() {
    if (move.isPending) return;
    reset();
    onClose();
  }

  function chooseDay(day: string) {
    setChosenDate(day);
    setChosenMonth(day.slice(0, 7));
    setTime(null);
    move.reset();
  }

  function confirm() {
    if (!date || !time) return;
    move.mutate(
      { id: appointment._id, date, startTime: time, ...(otherStylist && { staffId: otherStylist }) },
      {
        onSuccess: () => {
          toast.success(t(rescheduleMessages.moved));
          reset();
          onClose();
        },
        onError: (error) => {
          // The time went to someone else meanwhile: show the days and times as they are now.
          if (hasErrorCode(error, 'SLOT_TAKEN')) {
            setTime(null);
            void times.refetch();
            void days.refetch();
          }
        },
      },
    );
  }

  let timesContent;
  if (!date) timesContent = null;
  else if (times.isPending)
    timesContent = (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="size-4 text-plum-700" />
        {t(rescheduleMessages.loadingTimes)}
      </p>
    );
  else if (times.isError)
    timesContent = <Alert>{t(errorMessage(times.error, rescheduleMessages.failed))}</Alert>;
  else if (choices.length === 0)
    timesContent = <p className="text-sm text-ink-muted">{t(rescheduleMessages.noTimes)}</p>;
  else
    timesContent = (
      <fieldset disabled={move.isPending} className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t(rescheduleMessages.timesLabel)}</legend>
        <div className="grid grid-cols-3 gap-2">
          {choices.map((start) => (
            <label
              key={start}
              className={clsx(
                'relative flex cursor-pointer items-center justify-center rounded-xl border px-2 py-2.5 text-sm font-medium tabular-nums',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum-600',
                time === start
                  ? 'border-plum-900 bg-plum-900 text-white'
                  : 'border-sand-200 bg-white text-plum-950 hover:border-plum-300 hover:bg-plum-50',
              )}
            >
              <input
                type="radio"
                name={`reschedule-time-${appointment._id}`}
                value={start}
                checked={time === start}
                onChange={() => setTime(start)}
                className="sr-only"
              />
              {formatTime12h(start, language)}
            </label>
          ))}
        </div>
      </fieldset>
    );

  return (
    <Dialog
      open={open}
      title={t(rescheduleMessages.dialogTitle)}
      description={t(rescheduleMessages.dialogDescription)}
      onRequestClose={close}
    >
      <div className="space-y-5">
        {(branch || (appointment.staff && others.length === 0)) && (
          // Where and with whom, on one line: "At Nugegoda · With Kasun".
          <p className="text-sm text-ink">
            {[
              branch && t('At {branch}', { branch: branch.name }),
              appointment.staff && others.length === 0 && t('With {name}', { name: appointment.staff.name }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {appointment.staff && others.length > 0 && (
          <SelectField
            label={t('Stylist')}
            value={otherStylist ?? appointment.staff._id}
            onChange={(event) => chooseStylist(event.target.value)}
            disabled={move.isPending}
          >
            <option value={appointment.staff._id}>{appointment.staff.name}</option>
            {others.map(({ member }) => (
              <option key={member._id} value={member._id}>
                {member.name}
              </option>
            ))}
          </SelectField>
        )}
        <div>
          <p id={`${calendarId}-label`} className="mb-1.5 block text-sm font-medium text-ink">
            {t(rescheduleMessages.dateLabel)}
          </p>
          <MonthCalendar
            label={t(rescheduleMessages.dateLabel)}
            month={month}
            days={calendarDaysOf(month, days.data, t)}
            selected={date}
            today={today}
            lastMonth={lastMonth}
            onSelect={chooseDay}
            onMonthChange={setChosenMonth}
            disabled={move.isPending}
            describedBy={`${calendarId}-legend`}
          />
          <p id={`${calendarId}-legend`} className="mt-2 flex items-center gap-2 text-xs text-ink-muted">
            <span aria-hidden="true" className="inline-block size-1.5 rounded-full bg-amber-600" />
            {t(bookingCalendarMessages.legendFew)}
          </p>
          <div aria-live="polite" className="mt-2 min-h-5 space-y-1 text-sm">
            {date && <p className="font-medium text-plum-800">{formatLongDate(date, language)}</p>}
            {days.isError ? (
              <div role="alert" className="text-red-800">
                <p className="font-medium">{t(bookingCalendarMessages.daysLoadFailed)}</p>
                {daysError && <p>{t(daysError)}</p>}
                <Button variant="outline" size="sm" className="mt-2" onClick={() => void days.refetch()}>
                  {t('Try Again')}
                </Button>
              </div>
            ) : !loaded ? (
              <p className="text-ink-muted">{t(bookingCalendarMessages.loadingDays)}</p>
            ) : (
              !monthHasRoom && (
                <div>
                  <p className="text-ink-muted">{t(bookingCalendarMessages.noDaysThisMonth)}</p>
                  {firstBookable && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="mt-3"
                      onClick={() => chooseDay(firstBookable)}
                    >
                      {t(bookingCalendarMessages.nextAvailable, {
                        date: formatLongDate(firstBookable, language),
                      })}
                    </Button>
                  )}
                </div>
              )
            )}
          </div>
        </div>
        {timesContent}
        {move.isError && <Alert>{t(errorMessage(move.error, rescheduleMessages.failed))}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={move.isPending}>
            {t('Keep current time')}
          </Button>
          <Button onClick={confirm} disabled={!date || !time} isLoading={move.isPending}>
            {t(rescheduleMessages.confirm)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

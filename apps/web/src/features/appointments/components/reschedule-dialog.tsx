import { DEFAULT_AVAILABILITY_SETTINGS, isValidDate } from '@salon/domain';
import { rescheduleMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { describeError, hasErrorCode } from '../../../lib/api-error.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { salonToday, shiftDate } from '../../../lib/salon-date.ts';
import { useFreeTimes } from '../api/get-free-times.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';

interface RescheduleDialogProps {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product.md#2.11: a date (today..horizon in salon time) and that day's free start times for
 * the appointment's services; Confirm moves it. A refusal is shown here, once, never as a toast.
 */
export function RescheduleDialog({ appointment, open, onClose }: RescheduleDialogProps) {
  const dateId = useId();
  const [today] = useState(() => salonToday());
  const max = shiftDate(today, DEFAULT_AVAILABILITY_SETTINGS.horizonDays);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const chosenDate = isValidDate(date) && date >= today && date <= max ? date : null;
  const times = useFreeTimes(appointment, open ? chosenDate : null);
  const move = useRescheduleAppointment();
  // The appointment's own time is no move: it is left out of the choices.
  const choices = (times.data ?? []).filter(
    (start) => chosenDate !== appointment.date || start !== appointment.startTime,
  );

  function close() {
    if (move.isPending) return;
    setDate('');
    setTime(null);
    move.reset();
    onClose();
  }

  function confirm() {
    if (!chosenDate || !time) return;
    move.mutate(
      { id: appointment._id, date: chosenDate, startTime: time },
      {
        onSuccess: () => {
          toast.success(rescheduleMessages.moved);
          setDate('');
          setTime(null);
          move.reset();
          onClose();
        },
        onError: (error) => {
          // The time went to someone else meanwhile: show the day's times as they are now.
          if (hasErrorCode(error, 'SLOT_TAKEN')) {
            setTime(null);
            void times.refetch();
          }
        },
      },
    );
  }

  let timesContent;
  if (!chosenDate) timesContent = null;
  else if (times.isPending)
    timesContent = (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="size-4 text-plum-700" />
        {rescheduleMessages.loadingTimes}
      </p>
    );
  else if (times.isError)
    timesContent = <Alert>{describeError(times.error, rescheduleMessages.failed)}</Alert>;
  else if (choices.length === 0)
    timesContent = <p className="text-sm text-ink-muted">{rescheduleMessages.noTimes}</p>;
  else
    timesContent = (
      <fieldset disabled={move.isPending} className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-ink">{rescheduleMessages.timesLabel}</legend>
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
              {formatTime12h(start)}
            </label>
          ))}
        </div>
      </fieldset>
    );

  return (
    <Dialog
      open={open}
      title={rescheduleMessages.dialogTitle}
      description={rescheduleMessages.dialogDescription}
      onRequestClose={close}
    >
      <div className="space-y-5">
        <div>
          <label htmlFor={dateId} className="mb-1.5 block text-sm font-medium text-ink">
            {rescheduleMessages.dateLabel}
          </label>
          <input
            id={dateId}
            type="date"
            min={today}
            max={max}
            value={date}
            disabled={move.isPending}
            onChange={(event) => {
              setDate(event.target.value);
              setTime(null);
              move.reset();
            }}
            className={`${inputClasses} border-sand-300 hover:border-sand-400 focus-visible:outline-plum-600`}
          />
          {chosenDate && (
            <p className="mt-1.5 text-sm font-medium text-plum-800">{formatLongDate(chosenDate)}</p>
          )}
        </div>
        {timesContent}
        {move.isError && <Alert>{describeError(move.error, rescheduleMessages.failed)}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={move.isPending}>
            Keep current time
          </Button>
          <Button onClick={confirm} disabled={!chosenDate || !time} isLoading={move.isPending}>
            {rescheduleMessages.confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

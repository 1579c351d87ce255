import { frontDeskMessages } from '@salon/contracts';
import type { AppointmentStaff, DayAppointment } from '@salon/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TakenTimeAlert } from '../../../components/desk-booking/taken-time-alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAdminBranch } from '../../../lib/admin-branch.ts';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { formatTime12h } from '../../../lib/format-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useAdminDay } from '../api/get-day.ts';
import { useMoveBooking } from '../api/move-booking.ts';
import { nearestSlotsOf } from '../../../components/desk-booking/desk-booking.ts';

const MOVE_FAILED = 'The booking could not be moved';

interface MoveBookingDialogProps {
  appointment: DayAppointment;
  team: AppointmentStaff[];
  /** The branch whose day shows it, where it is now (undefined: a salon with one branch). */
  branchId?: string | undefined;
  /** Where a drag dropped it, or where it is now. */
  startTime?: string | undefined;
  staffId?: string | undefined;
  onClose: () => void;
  /** After the server moved it; the dialog is done (the caller closes it). */
  onMoved: () => void;
}

/**
 * docs/decisions/0040-front-desk.md: "Move to..." a booking, from its button or after dragging
 * it: another time, date or stylist, or with two or more branches another branch
 * (docs/decisions/0047-back-office-per-branch.md). The server checks the time as for any booking
 * at the branch it goes to and tells the customer by mail and text.
 */
export function MoveBookingDialog({
  appointment,
  team,
  branchId,
  startTime,
  staffId,
  onClose,
  onMoved,
}: MoveBookingDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const move = useMoveBooking();
  const [date, setDate] = useState(appointment.date);
  const [start, setStart] = useState(startTime ?? appointment.startTime);
  const [stylist, setStylist] = useState(staffId ?? appointment.staff?._id ?? '');
  // A manager's list holds their branch alone, so they are never offered another.
  const { branches, choosing } = useAdminBranch();
  const [branch, setBranch] = useState(branchId ?? '');
  const elsewhere = choosing && branch !== '' && branch !== branchId;
  // Another branch's stylists are those working there that day.
  const there = useAdminDay(date, branch, elsewhere);
  const stylists = elsewhere ? (there.data?.staff ?? []) : team;
  const chosenStylist = stylists.some((member) => member._id === stylist)
    ? stylist
    : (stylists[0]?._id ?? '');
  const [error, setError] = useState<string | undefined>();
  const [nearest, setNearest] = useState<string[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setNearest([]);
    move.mutate(
      {
        id: appointment._id,
        fromDate: appointment.date,
        date,
        startTime: start,
        ...(chosenStylist && { staffId: chosenStylist }),
        ...(elsewhere && { branchId: branch }),
      },
      {
        onSuccess: () => {
          toast.success(t(frontDeskMessages.moved));
          onMoved();
        },
        onError: (failure) => {
          if (hasErrorCode(failure, 'SLOT_TAKEN')) setNearest(nearestSlotsOf(failure));
          setError(t(errorMessage(failure, MOVE_FAILED)));
        },
      },
    );
  }

  return (
    <Dialog
      open
      title={t('Move to...')}
      description={t('{name}, now {time}. The customer is told by mail and text.', {
        name: appointment.customerName,
        time: formatTime12h(appointment.startTime, language),
      })}
      onRequestClose={() => !move.isPending && onClose()}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Date"
            type="date"
            value={date}
            required
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            label="Start time"
            type="time"
            step={900}
            value={start}
            required
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        {choosing && (
          <SelectField label={t('Branch')} value={branch} onChange={(e) => setBranch(e.target.value)}>
            {branches.map((one) => (
              <option key={one._id} value={one._id}>
                {one.name}
              </option>
            ))}
          </SelectField>
        )}
        {stylists.length > 0 && (
          <SelectField
            label={t('Stylist')}
            value={chosenStylist}
            onChange={(e) => setStylist(e.target.value)}
          >
            {stylists.map((member) => (
              <option key={member._id} value={member._id}>
                {member.name}
              </option>
            ))}
          </SelectField>
        )}
        {error && <TakenTimeAlert title={MOVE_FAILED} message={error} nearest={nearest} onTake={setStart} />}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={move.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={move.isPending}>
            {t('Move booking')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

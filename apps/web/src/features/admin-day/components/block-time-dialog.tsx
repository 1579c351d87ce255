import { createTimeBlockRequestSchema, frontDeskMessages } from '@salon/contracts';
import type { AppointmentStaff } from '@salon/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useAddTimeBlock } from '../api/add-time-block.ts';

const BLOCK_FAILED = 'The time could not be blocked';

interface BlockTimeDialogProps {
  date: string;
  team: AppointmentStaff[];
  chairs: number;
  /** docs/decisions/0045-branches.md: the branch the day view shows; absent, the main one. */
  branchId?: string | undefined;
  onClose: () => void;
}

/**
 * docs/decisions/0040-front-desk.md: a stylist's break or training, or a chair out of use. The
 * time is never offered online; over a booking the server refuses it (move the booking first).
 */
export function BlockTimeDialog({
  date: initialDate,
  team,
  chairs,
  branchId,
  onClose,
}: BlockTimeDialogProps) {
  const t = useT();
  const add = useAddTimeBlock();
  const targets = [
    ...team.map((member) => ({ value: `staff:${member._id}`, label: member.name })),
    ...Array.from({ length: chairs }, (_, index) => ({
      value: `chair:${index + 1}`,
      label: t('Chair {chair}', { chair: index + 1 }),
    })),
  ];
  const [target, setTarget] = useState(targets[0]?.value ?? '');
  const [date, setDate] = useState(initialDate);
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const [kind, id] = target.split(':');
    const parsed = createTimeBlockRequestSchema.safeParse({
      ...(kind === 'staff' && { staffId: id }),
      ...(kind === 'chair' && { chair: Number(id) }),
      date,
      startTime,
      endTime,
      reason,
      ...(branchId && { branchId }),
    });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? BLOCK_FAILED));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t(frontDeskMessages.blockAdded));
        onClose();
      },
      onError: (failure) => setError(t(errorMessage(failure, BLOCK_FAILED))),
    });
  }

  return (
    <Dialog
      open
      title={t('Block time')}
      description={t('Blocked time is never offered online.')}
      onRequestClose={() => !add.isPending && onClose()}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <SelectField label={t('Stylist or chair')} value={target} onChange={(e) => setTarget(e.target.value)}>
          {targets.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField label="Date" type="date" value={date} required onChange={(e) => setDate(e.target.value)} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="From"
            type="time"
            step={900}
            value={startTime}
            required
            onChange={(e) => setStartTime(e.target.value)}
          />
          <TextField
            label="Until"
            type="time"
            step={900}
            value={endTime}
            required
            onChange={(e) => setEndTime(e.target.value)}
          />
        </div>
        <TextField
          label="Reason"
          value={reason}
          required
          maxLength={200}
          hint={t('A break, training, a chair out of use...')}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={add.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={add.isPending}>
            {t('Block time')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

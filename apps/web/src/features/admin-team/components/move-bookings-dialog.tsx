import { moveRefusalSchema, teamAdminMessages } from '@salon/contracts';
import type { AdminStaffMember, MoveRefusal } from '@salon/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { formatShortDate } from '../../../lib/salon-date.ts';
import { formatTime12h } from '../../../lib/format-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useMoveBookings } from '../api/move-bookings.ts';
import { refusalReasonLabels } from '../lib/team-form.ts';

const moveFailed = 'The bookings could not be moved';
const refusalsSchema = z.object({ refusals: z.array(moveRefusalSchema) });

interface MoveBookingsDialogProps {
  stylist: AdminStaffMember;
  colleagues: AdminStaffMember[];
  onMoved: () => void;
  onClose: () => void;
}

/**
 * Every booking still to come moves to one colleague, or none does: the server says which
 * bookings the colleague cannot take, and the owner picks another or changes their shifts.
 */
export function MoveBookingsDialog({ stylist, colleagues, onMoved, onClose }: MoveBookingsDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const move = useMoveBookings();
  const [toStaffId, setToStaffId] = useState(colleagues[0]?._id ?? '');
  const [refusals, setRefusals] = useState<MoveRefusal[]>([]);
  const [refusedBy, setRefusedBy] = useState<string>('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!toStaffId) return;
    setRefusals([]);
    move.mutate(
      { fromId: stylist._id, toStaffId },
      {
        onSuccess: ({ moved }) => {
          toast.success(t(teamAdminMessages.moved, { count: moved }));
          onMoved();
        },
        onError: (error) => {
          const listed = isApiError(error) ? refusalsSchema.safeParse(error.details) : undefined;
          if (listed?.success) {
            setRefusals(listed.data.refusals);
            setRefusedBy(colleagues.find((colleague) => colleague._id === toStaffId)?.name ?? '');
          }
          toast.error(t(errorMessage(error, moveFailed)));
        },
      },
    );
  }

  return (
    <Dialog
      open
      title={t('Move bookings to...')}
      description={t(teamAdminMessages.hasFutureBookings, { count: stylist.futureBookings })}
      onRequestClose={() => !move.isPending && onClose()}
    >
      {colleagues.length === 0 ? (
        <div className="space-y-4">
          <p className="text-sm text-ink-muted">{t('Add a colleague who does these services first.')}</p>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('Close')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <SelectField
            label={t('Colleague')}
            value={toStaffId}
            onChange={(event) => {
              setToStaffId(event.target.value);
              setRefusals([]);
            }}
          >
            {colleagues.map((colleague) => (
              <option key={colleague._id} value={colleague._id}>
                {colleague.name}
              </option>
            ))}
          </SelectField>
          {refusals.length > 0 && (
            <Alert tone="error" title={t('Nothing was moved')}>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {refusals.map((refusal) => (
                  <li key={refusal.appointmentId}>
                    {t('{reference} on {date} at {time}: {name} {reason}', {
                      reference: refusal.reference,
                      date: formatShortDate(refusal.date, language),
                      time: formatTime12h(refusal.startTime, language),
                      name: refusedBy,
                      reason: t(refusalReasonLabels[refusal.reason]),
                    })}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <p className="text-sm text-ink-muted">
            {t('Each customer is told by mail and text that their stylist changed. Times and prices stay.')}
          </p>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={move.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" isLoading={move.isPending}>
              {t('Move bookings')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

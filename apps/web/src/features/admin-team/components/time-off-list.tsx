import type { AdminStaffMember } from '@salon/contracts';
import { teamAdminMessages } from '@salon/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatSalonTimestamp } from '../../../lib/salon-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useAddTimeOff, useRemoveTimeOff } from '../api/time-off.ts';
import { StrandedBookings, strandedBookingsOf } from './stranded-bookings.tsx';

const timeOffFailed = 'The time off could not be saved';

/** Leave, training, a doctor's visit: saved at once, in salon time; bookings in it are refused by the server. */
export function TimeOffList({ stylist }: { stylist: AdminStaffMember }) {
  const t = useT();
  const { language } = useLanguage();
  const add = useAddTimeOff();
  const remove = useRemoveTimeOff();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [timeOff, setTimeOff] = useState(stylist.timeOff);
  const [stranded, setStranded] = useState<ReturnType<typeof strandedBookingsOf>>([]);

  function addOne() {
    setStranded([]);
    add.mutate(
      { id: stylist._id, timeOff: { start, end, ...(reason.trim() && { reason }) } },
      {
        onSuccess: (saved) => {
          setTimeOff(saved.timeOff);
          setStart('');
          setEnd('');
          setReason('');
          toast.success(t(teamAdminMessages.timeOffAdded));
        },
        onError: (error) => {
          setStranded(strandedBookingsOf(error));
          toast.error(t(errorMessage(error, timeOffFailed)));
        },
      },
    );
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Time off')}</legend>
      {timeOff.length === 0 ? (
        <p className="text-xs text-ink-muted">{t('No time off ahead.')}</p>
      ) : (
        <ul className="space-y-2">
          {timeOff.map((away) => (
            <li
              key={away._id}
              className="flex items-center justify-between gap-2 rounded-xl bg-sand-100 p-2 text-sm"
            >
              <span>
                {formatSalonTimestamp(away.start, language)} – {formatSalonTimestamp(away.end, language)}
                {away.reason && <span className="text-ink-muted"> · {away.reason}</span>}
              </span>
              <Button
                variant="ghost"
                size="sm"
                isLoading={remove.isPending && remove.variables?.timeOffId === away._id}
                aria-label={t('Remove time off from {start}', {
                  start: formatSalonTimestamp(away.start, language),
                })}
                onClick={() =>
                  remove.mutate(
                    { id: stylist._id, timeOffId: away._id },
                    {
                      onSuccess: (saved) => {
                        setTimeOff(saved.timeOff);
                        toast.success(t(teamAdminMessages.timeOffRemoved));
                      },
                      onError: (error) => toast.error(t(errorMessage(error, timeOffFailed))),
                    },
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="From"
          type="datetime-local"
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label="Until"
          type="datetime-local"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      <TextField label="Reason" optional value={reason} onChange={(event) => setReason(event.target.value)} />
      <StrandedBookings bookings={stranded} />
      <Button variant="outline" onClick={addOne} isLoading={add.isPending} disabled={!start || !end}>
        {t('Add time off')}
      </Button>
    </fieldset>
  );
}

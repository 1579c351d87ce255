import { catalogueAdminMessages, closureSchema } from '@salon/contracts';
import type { Closure, ClosureBooking, ListedClosure } from '@salon/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBranches } from '../../../lib/branches.ts';
import { formatLongDate } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { strandedBookings, useSaveClosures } from '../api/settings-api.ts';
import type { ClosuresChange } from '../api/settings-api.ts';
import { ClosureBookingsPanel } from './closure-bookings-panel.tsx';

export const closuresSaveFailed = 'Failed to save the closures';

const isSameClosure = (a: Closure, b: Closure) => a.from === b.from && a.to === b.to;

/** The select's value for the whole salon's list (a branch's is its id). */
const WHOLE_SALON = '';

/** A save the server refused over booked days, waiting for the owner's decision. */
interface Held {
  branchId: string | null;
  change: ClosuresChange['change'];
  bookings: ClosureBooking[];
  onSaved?: () => void;
}

/**
 * Days the salon is shut: one date, or a range, with the reason customers see. Each change is
 * saved at once. With two or more branches a closure is the whole salon's or one branch's own
 * (docs/decisions/0045-branches.md): chosen here, beside every other closure, so the owner sees
 * at once whether a day is already shut everywhere; with one branch the choice never shows.
 */
export function ClosuresEditor({ closures }: { closures: ListedClosure[] }) {
  const save = useSaveClosures();
  const t = useT();
  const { language } = useLanguage();
  const branches = useBranches().data ?? [];
  const choosing = branches.length >= 2;
  const [where, setWhere] = useState(WHOLE_SALON);
  // A branch closed meanwhile is no longer offered: the whole salon's list then.
  const branchId = choosing && branches.some((branch) => branch._id === where) ? where : null;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string; reason?: string }>({});
  const [held, setHeld] = useState<Held | null>(null);

  const describeClosure = (closure: Closure) =>
    closure.from === closure.to
      ? formatLongDate(closure.from, language)
      : t('{from} to {to}', {
          from: formatLongDate(closure.from, language),
          to: formatLongDate(closure.to, language),
        });

  const placeOf = (closure: ListedClosure) =>
    closure.branch ? closure.branch.name : choosing ? t('Whole salon') : undefined;

  function store(
    listOf: string | null,
    change: ClosuresChange['change'],
    onSaved?: () => void,
    cancelBookings?: string[],
  ) {
    save.mutate(
      { branchId: listOf, change, cancelBookings },
      {
        onSuccess: ({ cancelledBookings }) => {
          setHeld(null);
          toast.success(
            cancelledBookings === 1
              ? t('Closures saved; one booking cancelled and its customer told')
              : cancelledBookings
                ? t('Closures saved; {count} bookings cancelled and their customers told', {
                    count: String(cancelledBookings),
                  })
                : t(catalogueAdminMessages.closuresSaved),
          );
          onSaved?.();
        },
        onError: (error) => {
          // A booking made while the owner decided comes back in a new list: they decide again.
          const bookings = strandedBookings(error);
          if (bookings) setHeld({ branchId: listOf, change, bookings, onSaved });
          else toast.error(t(errorMessage(error, closuresSaveFailed)));
        },
      },
    );
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const parsed = closureSchema.safeParse({ from, to: to || from, reason });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'from' || issue.path[0] === 'reason' ? issue.path[0] : 'to';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    store(
      branchId,
      (current) => [...current, parsed.data],
      () => {
        setFrom('');
        setTo('');
        setReason('');
      },
    );
  }

  return (
    <div className="space-y-4">
      {closures.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('No closures planned.')}</p>
      ) : (
        <ul aria-label={t('Closures')} className="space-y-2">
          {closures.map((closure, index) => {
            const place = placeOf(closure);
            const dates = describeClosure(closure);
            return (
              <li
                key={`${closure.from}-${closure.to}-${closure.branch?._id ?? ''}-${index}`}
                className="flex items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white px-4 py-2"
              >
                <span className="min-w-0 text-sm text-ink">
                  <strong className="font-medium">{dates}</strong>
                  {place && <span className="text-plum-800"> · {place}</span>}
                  {closure.reason && <span className="text-ink-muted"> · {closure.reason}</span>}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={save.isPending}
                  onClick={() =>
                    store(closure.branch?._id ?? null, (current) =>
                      current.filter((other) => !isSameClosure(other, closure)),
                    )
                  }
                  aria-label={
                    place
                      ? t('Remove the closure {dates} at {place}', { dates, place })
                      : t('Remove the closure {dates}', { dates })
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        {/* A row of its own: the whole salon's long name stays readable beside the dates. */}
        {choosing && (
          <SelectField
            className="sm:col-span-full sm:max-w-sm"
            label={t('Branch')}
            name="closure-branch"
            value={branchId ?? WHOLE_SALON}
            onChange={(event) => setWhere(event.target.value)}
          >
            <option value={WHOLE_SALON}>{t('Whole salon (every branch)')}</option>
            {branches.map((branch) => (
              <option key={branch._id} value={branch._id}>
                {branch.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label="Closed from"
          type="date"
          required
          value={from}
          error={errors.from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="Until"
          type="date"
          optional
          hint="Leave empty for one day."
          value={to}
          error={errors.to}
          onChange={(e) => setTo(e.target.value)}
        />
        <TextField
          label="Reason"
          optional
          value={reason}
          error={errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" isLoading={save.isPending && !held}>
          {t('Add closure')}
        </Button>
      </form>
      {held && (
        <ClosureBookingsPanel
          bookings={held.bookings}
          isCancelling={save.isPending}
          onCancelAll={() =>
            store(
              held.branchId,
              held.change,
              held.onSaved,
              held.bookings.map((booking) => booking._id),
            )
          }
          onKeepOpen={() => setHeld(null)}
        />
      )}
    </div>
  );
}

import { MAX_WAITLIST_WINDOWS, waitlistMessages as m } from '@salon/contracts';
import type { Branch, WaitlistWindow } from '@salon/contracts';
import { addDays, format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { defaultWindow, hasDefaultTimes } from '../lib/default-window.ts';
import { hasProblems, serverWindowProblems, windowProblems } from '../lib/window-problems.ts';
import type { WindowProblems } from '../lib/window-problems.ts';

/**
 * A new window: the day after the last one (within the horizon), so adding never repeats a
 * window, over the branch's hours that day.
 */
function nextWindow(list: readonly WaitlistWindow[], max: string, hours: Branch['hours'] | undefined) {
  const last = list.at(-1)!.date;
  const next = last ? format(addDays(parseISO(last), 1), 'yyyy-MM-dd') : max;
  return defaultWindow(next > max ? max : next, hours);
}

interface JoinWaitlistProps {
  /** The full day the customer looked at: the first window's date. */
  date: string;
  /** The first and last dates a window may have (today to the booking horizon). */
  range: { min: string; max: string };
  services: Array<{ _id: string; quantity?: number | undefined }>;
  /** The stylist chosen on the booking page; absent: anyone available. */
  staffId?: string | undefined;
  /** The branch chosen on the booking page (docs/decisions/0045-branches.md); absent: the salon has one. */
  branch?: { _id: string; name: string } | undefined;
  /**
   * The weekly hours of the branch booked at (the salon's only one when there is no choice): a
   * window starts as that day's opening to closing. Absent while the branches load.
   */
  hours?: Branch['hours'] | undefined;
}

/**
 * docs/decisions/0042-waitlist.md: from a full day, the customer waits for time with up to five
 * windows (a date and a range of start times); a freed time in one is held for them.
 */
export function JoinWaitlist({ date, range, services, staffId, branch, hours }: JoinWaitlistProps) {
  const t = useT();
  const join = useJoinWaitlist();
  const [open, setOpen] = useState(false);
  const [windows, setWindows] = useState<WaitlistWindow[]>(() => [defaultWindow(date, hours)]);
  // Shown at the fields once the customer tried to join; a change clears its window's marks.
  const [problems, setProblems] = useState<WindowProblems>({});

  const change = (index: number, next: Partial<WaitlistWindow>) => {
    setWindows((list) =>
      list.map((w, i) => {
        if (i !== index) return w;
        // Times the customer left as they were follow a new date to that day's hours.
        if (next.date !== undefined && hasDefaultTimes(w, hours)) return defaultWindow(next.date, hours);
        return { ...w, ...next };
      }),
    );
    setProblems(({ [index]: _changed, ...rest }) => rest);
  };
  const remove = (index: number) => {
    setWindows((list) => list.filter((_, i) => i !== index));
    setProblems({});
  };

  function submit() {
    const found = windowProblems(windows, range);
    setProblems(found);
    if (hasProblems(found)) return;
    join.mutate(
      { windows, services, ...(staffId && { staffId }), ...(branch && { branchId: branch._id }) },
      {
        onSuccess: () => {
          toast.success(t(m.joined));
          setOpen(false);
        },
        onError: (error) => {
          const atFields = serverWindowProblems(error);
          setProblems(atFields);
          if (!hasProblems(atFields)) toast.error(t(errorMessage(error, m.joinFailed)));
        },
      },
    );
  }

  return (
    <div className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <p className="text-sm text-ink-muted">{t(m.joinDescription)}</p>
      <Button
        className="mt-3 min-h-11"
        variant="outline"
        onClick={() => {
          setWindows([defaultWindow(date, hours)]);
          setProblems({});
          setOpen(true);
        }}
      >
        {t(m.join)}
      </Button>
      <Dialog
        open={open}
        title={t(m.joinTitle)}
        description={t(m.joinDescription)}
        onRequestClose={() => !join.isPending && setOpen(false)}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="space-y-4"
          noValidate
        >
          {branch && <p className="text-sm font-medium text-ink">{t(m.atBranch, { branch: branch.name })}</p>}
          <ol className="space-y-4">
            {windows.map((w, index) => (
              <li key={index}>
                {/*
                  The date on its own row and the times two by two (stacked on a phone): side by
                  side in a dialog, the date and AM/PM were cut, and Tamil labels met the Required
                  mark (the walk of issue 29).
                */}
                <div className="grid gap-3 rounded-2xl border border-sand-200 p-3 sm:grid-cols-2">
                  <TextField
                    label={m.windowDate}
                    type="date"
                    required
                    min={range.min}
                    max={range.max}
                    value={w.date}
                    error={problems[index]?.date}
                    onChange={(event) => change(index, { date: event.target.value })}
                    className="min-w-0 sm:col-span-2"
                  />
                  <TextField
                    label={m.windowFrom}
                    type="time"
                    required
                    value={w.from}
                    error={problems[index]?.from}
                    onChange={(event) => change(index, { from: event.target.value })}
                    className="min-w-0"
                  />
                  <TextField
                    label={m.windowTo}
                    type="time"
                    required
                    value={w.to}
                    error={problems[index]?.to}
                    onChange={(event) => change(index, { to: event.target.value })}
                    className="min-w-0"
                  />
                  {windows.length > 1 && (
                    <Button
                      variant="ghost"
                      className="min-h-11 sm:col-span-2 sm:justify-self-end"
                      onClick={() => remove(index)}
                    >
                      {t(m.removeWindow)}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              variant="outline"
              className="min-h-11"
              disabled={windows.length >= MAX_WAITLIST_WINDOWS}
              onClick={() => setWindows((list) => [...list, nextWindow(list, range.max, hours)])}
            >
              {t(m.addWindow)}
            </Button>
            <Button type="submit" className="min-h-11" isLoading={join.isPending}>
              {t(m.join)}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { WEEK_FROM_MONDAY, WEEKDAYS } from '../../../lib/weekdays.ts';
import type { DayValues } from '../lib/branch-form.ts';
import { wrapLabels } from './wrap-labels.ts';

interface BranchHoursProps {
  days: DayValues[];
  onChange: (days: DayValues[]) => void;
  error?: string | undefined;
}

/** The branch's opening hours, one row per weekday from Monday, as the salon's hours form. */
export function BranchHours({ days, onChange, error }: BranchHoursProps) {
  const t = useT();
  const change = (index: number, patch: Partial<DayValues>) =>
    onChange(days.map((day, at) => (at === index ? { ...day, ...patch } : day)));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('Opening hours')}</legend>
      <ul className="space-y-4">
        {WEEK_FROM_MONDAY.map((index) => {
          const weekday = WEEKDAYS[index];
          const day = days[index]!;
          return (
            // The day and its checkbox take a line of their own, so each time field gets half the
            // dialog's width: narrower, a time input shows only its clock icon.
            <li key={weekday} className="space-y-1">
              <div className="flex flex-wrap items-center gap-x-4">
                <span className="min-w-24 text-sm font-medium text-ink">{t(weekday)}</span>
                <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    aria-label={t('Open on {day}', { day: t(weekday) })}
                    className="size-4 accent-plum-800"
                    checked={day.isOpen}
                    onChange={(event) => change(index, { isOpen: event.target.checked })}
                  />
                  {t('Open')}
                </label>
              </div>
              {day.isOpen ? (
                <div
                  className={`grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] items-end gap-3 ${wrapLabels}`}
                >
                  <TextField
                    label={t('{day} opens', { day: t(weekday) })}
                    type="time"
                    value={day.open}
                    onChange={(event) => change(index, { open: event.target.value })}
                  />
                  <TextField
                    label={t('{day} closes', { day: t(weekday) })}
                    type="time"
                    value={day.close}
                    onChange={(event) => change(index, { close: event.target.value })}
                  />
                </div>
              ) : (
                <p className="text-sm text-ink-muted">{t('Closed')}</p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" tabIndex={-1} className="mt-2 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}

import type { Branch, WeeklyShiftInput } from '@salon/contracts';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { WEEK_FROM_MONDAY, WEEKDAYS } from '../../../lib/weekdays.ts';

interface ShiftsEditorProps {
  shifts: WeeklyShiftInput[];
  onChange: (shifts: WeeklyShiftInput[]) => void;
  /**
   * The branches the stylist works at (docs/decisions/0045-branches.md), the main one first when
   * they work there: with any, each shift names its branch. Absent or empty: one branch, no choice.
   */
  branches?: readonly Branch[];
  /** The main branch: a shift saved without a branch is there. */
  mainBranchId?: string | undefined;
}

const inputClass =
  'h-11 min-w-0 flex-1 rounded-xl border border-sand-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-plum-700';

/** The week, Monday first; several shifts a day make breaks. The server refuses overlapping ones. */
export function ShiftsEditor({ shifts, onChange, branches = [], mainBranchId }: ShiftsEditorProps) {
  const t = useT();
  const firstBranch = branches[0]?._id;
  const update = (index: number, change: Partial<WeeklyShiftInput>) =>
    onChange(shifts.map((shift, at) => (at === index ? { ...shift, ...change } : shift)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Weekly shifts')}</legend>
      {WEEK_FROM_MONDAY.map((weekday) => {
        const day = t(WEEKDAYS[weekday]);
        const ofDay = shifts
          .map((shift, index) => ({ shift, index }))
          .filter(({ shift }) => shift.weekday === weekday);
        return (
          <div key={weekday} className="rounded-xl border border-sand-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-ink">{day}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  onChange([
                    ...shifts,
                    { weekday, start: '09:00', end: '17:00', ...(firstBranch && { branchId: firstBranch }) },
                  ])
                }
                aria-label={t('Add a shift on {day}', { day })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('Add shift')}
              </Button>
            </div>
            {ofDay.length === 0 ? (
              <p className="text-xs text-ink-muted">{t('Not working')}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {ofDay.map(({ shift, index }, number) => (
                  <li key={index} className="flex flex-wrap items-center gap-2">
                    {branches.length > 0 && (
                      <select
                        className={`${inputClass} basis-full sm:basis-auto`}
                        value={shift.branchId ?? mainBranchId ?? firstBranch}
                        aria-label={t('Branch of shift {number} on {day}', { number: number + 1, day })}
                        onChange={(event) => update(index, { branchId: event.target.value })}
                      >
                        {branches.map((branch) => (
                          <option key={branch._id} value={branch._id}>
                            {branch.name}
                          </option>
                        ))}
                      </select>
                    )}
                    <input
                      type="time"
                      className={inputClass}
                      value={shift.start}
                      aria-label={t('Start of shift {number} on {day}', { number: number + 1, day })}
                      onChange={(event) => update(index, { start: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      className={inputClass}
                      value={shift.end}
                      aria-label={t('End of shift {number} on {day}', { number: number + 1, day })}
                      onChange={(event) => update(index, { end: event.target.value })}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onChange(shifts.filter((_, at) => at !== index))}
                      aria-label={t('Remove shift {number} on {day}', { number: number + 1, day })}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

import { clsx } from 'clsx';
import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { Language } from '@salon/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { dateTimeFormat } from '../../lib/intl-format.ts';
import { useLanguage, useT } from '../../lib/use-language.tsx';

/** What the calendar shows about one yyyy-MM-dd date; the caller decides what it means. */
export interface CalendarDay {
  disabled?: boolean;
  /** Shown faint though it can be chosen (a full day where one joins a waitlist); say why in `label`. */
  dimmed?: boolean;
  /** A small dot under the number (say what it means in `label` and a legend). */
  marked?: boolean;
  /** Read after the full date by screen readers, in the visitor's language: '3 times left', 'closed'. */
  label?: string;
}

export interface MonthCalendarProps {
  /** The grid's accessible name, in the visitor's language. */
  label: string;
  /** The visible month, yyyy-MM. */
  month: string;
  /** Days absent from the map are shown plain and can be chosen. */
  days: Readonly<Record<string, CalendarDay>>;
  selected: string | null;
  /** Today (yyyy-MM-dd) in the calendar's own time zone: marked, and no month before it is shown. */
  today: string;
  /** The last month that may be shown (yyyy-MM); none when absent. */
  lastMonth?: string;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
  disabled?: boolean;
  /** Extra description of the grid (a legend), by element id. */
  describedBy?: string;
}

const WEEK_STARTS_ON = 1; // Monday
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const monthOf = (date: string) => date.slice(0, 7);

/**
 * The calendar's names of months and days: English keeps its date-fns formats, Sinhala and
 * Tamil come from Intl (docs/architecture.md#languages).
 */
const NAME_FORMATS = {
  month: ['MMMM yyyy', { month: 'long', year: 'numeric' }],
  weekday: ['EEEE', { weekday: 'long' }],
  weekdayShort: ['EEEEEE', { weekday: 'short' }],
  day: ['EEEE, MMMM d, yyyy', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

function nameOf(date: string, kind: keyof typeof NAME_FORMATS, language: Language): string {
  const [pattern, options] = NAME_FORMATS[kind];
  const parsed = parseISO(date);
  return language === 'en' ? format(parsed, pattern) : dateTimeFormat(language, options).format(parsed);
}

/** Rows of seven dates (yyyy-MM-dd) covering the month, padded with the neighbouring months' days. */
function weeksOf(month: string): string[][] {
  const first = startOfWeek(startOfMonth(parseISO(`${month}-01`)), { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfWeek(endOfMonth(parseISO(`${month}-01`)), { weekStartsOn: WEEK_STARTS_ON });
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => iso(addDays(day, index))));
  return weeks;
}

/**
 * A month grid after the WAI-ARIA date picker pattern: one tab stop (roving tabindex), arrows
 * move by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
 * year), Enter or Space chooses. Disabled days stay reachable but say so and cannot be chosen.
 * No rules of its own: what a day is comes from `days`. On a touch screen every day is a 44 px
 * target (docs/product.md#9): the grid reaches half a rem into its container's padding on each
 * side, since a 375 px phone's card leaves seven columns of only 42 px.
 */
export function MonthCalendar({
  label,
  month,
  days,
  selected,
  today,
  lastMonth,
  onSelect,
  onMonthChange,
  disabled,
  describedBy,
}: MonthCalendarProps) {
  const headingId = useId();
  const t = useT();
  const { language } = useLanguage();
  const monthName = nameOf(`${month}-01`, 'month', language);
  const gridRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  // Set by a key press: the next render moves the browser's focus to the focused day.
  const moveFocus = useRef(false);
  const firstMonth = monthOf(today);
  const weeks = weeksOf(month);
  const inMonth = (date: string | null): date is string => date !== null && monthOf(date) === month;
  const firstChoosable = weeks.flat().find((date) => inMonth(date) && !days[date]?.disabled);
  const active = inMonth(focused)
    ? focused
    : inMonth(selected)
      ? selected
      : (firstChoosable ?? `${month}-01`);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${active}"]`)?.focus();
  }, [active]);

  const canShow = (target: string) => target >= firstMonth && (!lastMonth || target <= lastMonth);

  function showMonth(target: string) {
    if (canShow(target)) onMonthChange(target);
  }

  function focusDate(target: string) {
    if (!canShow(monthOf(target))) return;
    moveFocus.current = true;
    setFocused(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = parseISO(active);
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(from, -1),
      ArrowRight: () => addDays(from, 1),
      ArrowUp: () => addDays(from, -7),
      ArrowDown: () => addDays(from, 7),
      Home: () => startOfWeek(from, { weekStartsOn: WEEK_STARTS_ON }),
      End: () => endOfWeek(from, { weekStartsOn: WEEK_STARTS_ON }),
      PageUp: () => (event.shiftKey ? addYears(from, -1) : addMonths(from, -1)),
      PageDown: () => (event.shiftKey ? addYears(from, 1) : addMonths(from, 1)),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusDate(iso(move()));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    }
  }

  function choose(date: string) {
    if (disabled || days[date]?.disabled) return;
    setFocused(date);
    onSelect(date);
  }

  const previous = iso(addMonths(parseISO(`${month}-01`), -1)).slice(0, 7);
  const next = iso(addMonths(parseISO(`${month}-01`), 1)).slice(0, 7);
  const navButton =
    'inline-flex size-10 items-center justify-center rounded-full text-plum-800 transition-colors pointer-coarse:size-11 hover:bg-plum-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600 disabled:cursor-not-allowed disabled:text-sand-300 disabled:hover:bg-transparent';

  return (
    <div className="w-full max-w-sm min-w-0">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label={t('Previous month')}
          disabled={disabled || !canShow(previous)}
          onClick={() => showMonth(previous)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h3 id={headingId} aria-live="polite" className="text-base font-semibold text-plum-950">
          {monthName}
        </h3>
        <button
          type="button"
          className={navButton}
          aria-label={t('Next month')}
          disabled={disabled || !canShow(next)}
          onClick={() => showMonth(next)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={`${label}, ${monthName}`}
        aria-describedby={describedBy}
        onKeyDown={handleKeyDown}
        className="w-full table-fixed border-collapse text-center pointer-coarse:-mx-2 pointer-coarse:w-[calc(100%+1rem)]"
      >
        <thead>
          <tr>
            {weeks[0]!.map((date) => (
              <th key={date} scope="col" className="pb-1 text-xs font-medium text-ink-muted">
                <abbr title={nameOf(date, 'weekday', language)} className="no-underline">
                  {nameOf(date, 'weekdayShort', language)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                if (!inMonth(date)) return <td key={date} role="gridcell" />;
                const day = days[date] ?? {};
                const isSelected = date === selected;
                const isDisabled = Boolean(disabled || day.disabled);
                const name = [nameOf(date, 'day', language), day.label].filter(Boolean).join(', ');
                return (
                  <td
                    key={date}
                    role="gridcell"
                    aria-selected={isSelected}
                    className="p-0.5 pointer-coarse:p-0"
                  >
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === active ? 0 : -1}
                      aria-label={name}
                      aria-disabled={isDisabled || undefined}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => choose(date)}
                      onFocus={() => setFocused(date)}
                      className={clsx(
                        'relative mx-auto flex h-10 w-full max-w-10 flex-col items-center justify-center rounded-full text-sm tabular-nums transition-colors pointer-coarse:h-11 pointer-coarse:max-w-11',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600',
                        isSelected
                          ? 'bg-plum-900 font-semibold text-white'
                          : isDisabled
                            ? 'cursor-not-allowed text-ink-muted line-through decoration-sand-300'
                            : day.dimmed
                              ? 'text-ink-muted hover:bg-plum-50'
                              : 'font-medium text-plum-950 hover:bg-plum-50',
                        date === today && !isSelected && 'ring-1 ring-plum-300',
                      )}
                    >
                      {Number(date.slice(8))}
                      {day.marked && (
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'absolute bottom-1 size-1 rounded-full',
                            isSelected ? 'bg-white' : 'bg-amber-600',
                          )}
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

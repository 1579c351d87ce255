import type { AdminOverview } from '@salon/contracts';
import { Link } from 'react-router';
import { formatShortDate } from '../../../lib/salon-date.ts';
import { Panel } from './panel.tsx';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

/** The coming week's live bookings per day, each day opening its day view. */
export function NextDays({ days }: { days: AdminOverview['nextSevenDays'] }) {
  const t = useT();
  const { language } = useLanguage();
  const busiest = Math.max(1, ...days.map((day) => day.count));
  return (
    <Panel title="Next 7 days">
      <ul className="space-y-2">
        {days.map((day) => (
          <li key={day.date}>
            <Link
              to={`/admin/day?date=${day.date}`}
              className="flex items-center gap-3 rounded-lg px-1 py-1 text-sm hover:bg-plum-50 max-md:min-h-11"
            >
              <span className="w-24 shrink-0 text-ink">{formatShortDate(day.date, language)}</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand-100">
                <span
                  className="block h-full rounded-full bg-plum-600"
                  style={{ width: `${(day.count / busiest) * 100}%` }}
                />
              </span>
              <span className="w-24 shrink-0 text-right font-medium text-plum-950">
                {day.count === 1
                  ? t('{count} booking', { count: day.count })
                  : t('{count} bookings', { count: day.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

import type { AdminOverview } from '@salon/contracts';
import { BarChart3, Table2 } from 'lucide-react';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../../components/ui/button.tsx';
import { formatShortDate } from '../../../lib/salon-date.ts';
import { Panel } from './panel.tsx';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

// The theme's plum-600 and sand-200: SVG attributes cannot read the Tailwind classes.
const BAR_COLOUR = '#963f73';
const GRID_COLOUR = '#ece1d2';

type Days = AdminOverview['bookingsPerDay'];

/**
 * Bookings made per day. The chart is a picture only; the same figures are always in a table,
 * which screen readers read and anyone can show instead of the chart.
 */
export function BookingsChart({ days }: { days: Days }) {
  const t = useT();
  const { language } = useLanguage();
  const [isTableShown, setIsTableShown] = useState(false);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Panel
      title="Bookings per day, last 30 days"
      action={
        <Button
          variant="ghost"
          size="sm"
          className="whitespace-nowrap"
          onClick={() => setIsTableShown((shown) => !shown)}
        >
          {isTableShown ? (
            <BarChart3 aria-hidden="true" className="size-4" />
          ) : (
            <Table2 aria-hidden="true" className="size-4" />
          )}
          {isTableShown ? t('Show chart') : t('Show table')}
        </Button>
      }
    >
      <p className="mb-3 text-sm text-ink-muted">
        {total === 1
          ? t('{count} booking in 30 days.', { count: total })
          : t('{count} bookings in 30 days.', { count: total })}
      </p>
      {!isTableShown && (
        <div aria-hidden="true" className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            {/* Not focusable: the chart is hidden from assistive technology, the table speaks for it. */}
            <BarChart
              data={days}
              accessibilityLayer={false}
              margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
            >
              <CartesianGrid stroke={GRID_COLOUR} vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={(date: string) => date.slice(8)}
                tick={{ fontSize: 11 }}
                interval="preserveStartEnd"
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip labelFormatter={(date) => formatShortDate(String(date), language)} />
              <Bar dataKey="count" name={t('Bookings')} fill={BAR_COLOUR} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      {/* Shown, the table scrolls: a keyboard must be able to reach and scroll it. */}
      <div
        className={isTableShown ? 'max-h-72 overflow-y-auto rounded-lg' : 'sr-only'}
        {...(isTableShown && { tabIndex: 0, role: 'region', 'aria-label': t('Bookings per day table') })}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('Bookings made per day over the last 30 days')}</caption>
          <thead>
            <tr className="border-b border-sand-200 text-xs text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                {t('Day')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('Bookings')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-sand-100">
                <th scope="row" className="py-1.5 font-normal text-ink">
                  {formatShortDate(day.date, language)}
                </th>
                <td className="py-1.5 text-right font-medium text-plum-950">{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

import type { StylistMonth } from '@salon/contracts';
import { Panel } from './panel.tsx';
import { useT } from '../../../lib/use-language.tsx';

/**
 * Each stylist's month: the visits due this month (cancelled ones left out), their booked
 * minutes and the no-shows (docs/decisions/0037-stylist-in-messages.md). A phone gets one card
 * per stylist, as the appointments list does: four columns with Tamil or Sinhala headings would
 * squeeze a name to a few letters a line.
 */
export function StylistsMonth({ stylists }: { stylists: StylistMonth[] }) {
  const t = useT();
  const figuresOf = (stylist: StylistMonth) =>
    [
      ['Bookings', String(stylist.bookings)],
      ['Booked time', t('{minutes} min', { minutes: stylist.bookedMinutes })],
      ['No-shows', String(stylist.noShows)],
    ] as const;
  return (
    <Panel title="Stylists this month">
      <ul className="space-y-3 sm:hidden">
        {stylists.map((stylist) => (
          <li key={stylist._id} className="rounded-2xl border border-sand-200 p-3">
            <p className="font-medium [overflow-wrap:anywhere] text-ink">{stylist.name}</p>
            <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-xs">
              {figuresOf(stylist).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-ink-muted">{t(label)}</dt>
                  <dd className="text-sm font-semibold text-plum-950 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">
          {t('Bookings, booked minutes and no-shows of each stylist this month')}
        </caption>
        <thead>
          <tr className="border-b border-sand-200 text-xs text-ink-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('Stylist')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t('Bookings')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t('Booked time')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t('No-shows')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stylists.map((stylist) => (
            <tr key={stylist._id} className="border-b border-sand-100">
              <th scope="row" className="py-2 pr-2 font-normal [overflow-wrap:anywhere] text-ink">
                {stylist.name}
              </th>
              {figuresOf(stylist).map(([label, value]) => (
                <td key={label} className="py-2 pl-2 text-right text-plum-950 tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-ink-muted">{t('Visits due this month, cancelled ones left out.')}</p>
    </Panel>
  );
}

import type { StylistMonth } from '@salon/contracts';
import { Panel } from './panel.tsx';
import { useT } from '../../../lib/use-language.tsx';

/**
 * Each stylist's month: the visits due this month (cancelled ones left out), their booked
 * minutes and the no-shows (docs/decisions/0037-stylist-in-messages.md). A phone's width wraps a
 * long name and the headings instead of scrolling the table.
 */
export function StylistsMonth({ stylists }: { stylists: StylistMonth[] }) {
  const t = useT();
  return (
    <Panel title="Stylists this month">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t('Bookings, booked minutes and no-shows of each stylist this month')}
        </caption>
        <thead>
          <tr className="border-b border-sand-200 text-xs text-ink-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('Stylist')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('Bookings')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
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
              <td className="px-2 py-2 text-right font-medium text-plum-950 tabular-nums">
                {stylist.bookings}
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap text-plum-950 tabular-nums">
                {t('{minutes} min', { minutes: stylist.bookedMinutes })}
              </td>
              <td className="py-2 pl-2 text-right text-plum-950 tabular-nums">{stylist.noShows}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-ink-muted">{t('Visits due this month, cancelled ones left out.')}</p>
    </Panel>
  );
}

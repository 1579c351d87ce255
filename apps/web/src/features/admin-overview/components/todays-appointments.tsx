import type { ScheduledAppointment } from '@salon/contracts';
import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatTime12h } from '../../../lib/format-time.ts';
import { Panel } from './panel.tsx';
import { bookedServiceList } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

/** Today's bookings in the order the chairs will see them. */
export function TodaysAppointments({ appointments }: { appointments: ScheduledAppointment[] }) {
  const t = useT();
  const { language } = useLanguage();
  const inTimeOrder = [...appointments].sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.chair - b.chair,
  );
  return (
    <Panel
      title="Today's appointments"
      action={
        <Link
          to="/admin/day"
          className="inline-flex items-center text-sm font-medium whitespace-nowrap text-plum-700 hover:text-plum-900 hover:underline max-md:min-h-11"
        >
          {t('Open day view')}
        </Link>
      }
    >
      {inTimeOrder.length === 0 ? (
        <p className="flex items-center gap-2 py-6 text-sm text-ink-muted">
          <CalendarX2 aria-hidden="true" className="size-4" /> {t('No appointments today.')}
        </p>
      ) : (
        <ol className="divide-y divide-sand-100">
          {inTimeOrder.map((appointment) => (
            <li key={appointment._id} className="py-3">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-semibold whitespace-nowrap text-plum-950">
                  {formatTime12h(appointment.startTime, language)} -{' '}
                  {formatTime12h(appointment.endTime, language)}
                </span>
                <StatusBadge status={appointment.status} t={t} />
              </div>
              <div className="mt-1 flex items-baseline justify-between gap-3">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-ink">
                    {appointment.customerName}
                  </span>
                  <span className="block truncate text-xs text-ink-muted">
                    {bookedServiceList(appointment.services, language)}
                  </span>
                </span>
                <span className="shrink-0 text-xs font-medium text-ink-muted">
                  {t('Chair {chair}', { chair: appointment.chair })}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

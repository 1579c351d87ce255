import type { StaffVisit } from '@salon/contracts';
import { stylistVisitActions } from '@salon/domain';
import type { StylistVisitAction } from '@salon/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { bookedServiceTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

const ACTION_LABELS: Record<StylistVisitAction, string> = {
  arrived: 'Arrived',
  completed: 'Completed',
  'no-show': 'No-show',
};

/**
 * One of the stylist's visits: time, customer's first name, services, status, and the marks the
 * rule allows now (`stylistVisitActions`, the server's own rule); the others show disabled.
 */
export function VisitCard({
  visit,
  now,
  busyAction,
  onMark,
  isCompact = false,
  showsBranch = false,
}: {
  visit: StaffVisit;
  now: Date;
  /** The mark being sent for this visit, if any. */
  busyAction: StylistVisitAction | null;
  onMark: (visit: StaffVisit, action: StylistVisitAction) => void;
  /** In the week's narrow columns: the buttons stack. */
  isCompact?: boolean;
  /** A stylist at two or more branches: each visit names where it is. */
  showsBranch?: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  const allowed = stylistVisitActions(
    {
      status: visit.status,
      startsAt: new Date(visit.startsAt),
      arrivedAt: visit.arrivedAt ? new Date(visit.arrivedAt) : null,
    },
    now,
  );
  const reasonId = useId();
  // A visit still ahead has its marks shut: say why, beside them and to a screen reader.
  const isAhead =
    (visit.status === 'pending' || visit.status === 'confirmed') &&
    Date.parse(visit.startsAt) > now.getTime();
  const start = formatTime12h(visit.startTime, language);
  const end = formatTime12h(visit.endTime, language);
  return (
    <article
      aria-label={t('{time}, {name}', { time: start, name: visit.customer.firstName })}
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-plum-950">
          {start} – {end}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {visit.arrivedAt && (
            <span className="inline-flex items-center rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset">
              {t('Arrived')}
            </span>
          )}
          <StatusBadge status={visit.status} t={t} />
        </div>
      </div>
      <p className="mt-2 text-base font-medium text-ink">{visit.customer.firstName}</p>
      {showsBranch && visit.branch && (
        <p className="mt-1 text-sm text-ink-muted">{t('Branch: {name}', { name: visit.branch.name })}</p>
      )}
      {visit.customer.phone && (
        <p className="mt-1 text-sm">
          <PhoneLink phone={visit.customer.phone} />
        </p>
      )}
      <ul className="mt-2 text-sm text-ink-muted">
        {visit.services.map((service, index) => (
          <li key={index}>
            {bookedServiceTitle(service, language)}
            {service.quantity > 1 && ` × ${service.quantity}`}
          </li>
        ))}
      </ul>
      {visit.notes && (
        <p className="mt-2 rounded-xl bg-sand-50 px-3 py-2 text-sm text-ink">
          {t('Note: {note}', { note: visit.notes })}
        </p>
      )}
      <p className="mt-1 text-xs text-ink-muted">{visit.reference}</p>
      {isAhead && (
        <p id={reasonId} className="mt-2 text-xs text-ink-muted">
          {t('Not yet: this visit is on {date} at {time}', {
            date: formatLongDate(visit.date, language),
            time: start,
          })}
        </p>
      )}
      <div className={clsx('mt-3 flex gap-2', isCompact ? 'flex-col' : 'flex-wrap')}>
        {(Object.keys(ACTION_LABELS) as StylistVisitAction[]).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'no-show' ? 'outline' : 'primary'}
            className="min-h-11"
            disabled={!allowed.includes(action) || busyAction !== null}
            aria-describedby={isAhead && !allowed.includes(action) ? reasonId : undefined}
            isLoading={busyAction === action}
            onClick={() => onMark(visit, action)}
          >
            {t(ACTION_LABELS[action])}
          </Button>
        ))}
      </div>
    </article>
  );
}

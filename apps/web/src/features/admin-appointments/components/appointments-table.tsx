import type { Appointment, Language } from '@salon/contracts';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { bookedServiceTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import type { AppointmentSort } from '../lib/list-query.ts';
import type { StatusAction } from '../lib/status-actions.ts';
import { StatusActions } from './status-actions.tsx';
import { CustomerNote } from './customer-note.tsx';

interface AppointmentsTableProps {
  appointments: Appointment[];
  /** Every branch together (docs/decisions/0047-back-office-per-branch.md): each row says where. */
  showBranch?: boolean;
  sort: AppointmentSort;
  onSortChange: (sort: AppointmentSort) => void;
  onOpen: (appointment: Appointment) => void;
  onAction: (appointment: Appointment, action: StatusAction) => void;
  onUndo: (appointment: Appointment) => void;
  busyId: string | null;
}

/** The services in the viewer's language where the owner gave one (docs/architecture.md#languages). */
const serviceList = (appointment: Appointment, language: Language) =>
  appointment.specialOffer?.title ??
  appointment.services
    .map(({ service, quantity }) => {
      const title = bookedServiceTitle(service, language);
      return quantity > 1 ? `${title} × ${quantity}` : title;
    })
    .join(', ');

function OpenButton({ appointment, onOpen }: { appointment: Appointment; onOpen: (a: Appointment) => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => onOpen(appointment)}
      aria-label={t('Details of {reference}', { reference: appointment.appointmentId })}
      // A touch target on a phone's cards (44 px, docs/product.md#9); the table's rows keep their height.
      className="inline-flex items-center rounded font-semibold whitespace-nowrap text-plum-800 underline-offset-4 hover:underline max-md:min-h-11 max-md:min-w-11"
    >
      {appointment.appointmentId}
    </button>
  );
}

/** The list as a table on wide screens and as cards on a phone; both come from the same rows. */
export function AppointmentsTable({
  appointments,
  showBranch = false,
  sort,
  onSortChange,
  onOpen,
  onAction,
  onUndo,
  busyId,
}: AppointmentsTableProps) {
  const t = useT();
  const { language } = useLanguage();
  // The default order (today and ahead first, then the past) is neither; the header's button
  // then starts an order by visit time alone, soonest first.
  const isAscending = sort === 'visit-asc';
  const isByVisit = sort !== 'upcoming';
  const SortIcon = isAscending || !isByVisit ? ArrowUp : ArrowDown;
  const customerName = (appointment: Appointment) => appointment.customer?.name ?? t('Unknown');
  // docs/decisions/0036-stylists.md: a salon with a team sees who does each visit.
  const hasStylists = appointments.some((appointment) => appointment.staff);
  const when = (appointment: Appointment) =>
    `${formatTime12h(appointment.startTime, language)} - ${formatTime12h(appointment.endTime, language)}`;
  return (
    <>
      {/* Focusable, so a keyboard can scroll the table sideways when the screen is narrow. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t('Appointments table')}
        className="hidden overflow-x-auto rounded-3xl border border-sand-200 bg-white md:block"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('Appointments')}</caption>
          <thead className="border-b border-sand-200 text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('Reference')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('Customer')}
              </th>
              <th
                scope="col"
                className="px-4 py-3 font-medium"
                aria-sort={isByVisit ? (isAscending ? 'ascending' : 'descending') : undefined}
              >
                <button
                  type="button"
                  onClick={() => onSortChange(isAscending ? 'visit-desc' : 'visit-asc')}
                  className="inline-flex items-center gap-1 rounded font-medium hover:text-plum-900"
                >
                  {t('Visit')}
                  <SortIcon aria-hidden="true" className={clsx('size-3.5', !isByVisit && 'opacity-40')} />
                  {isByVisit && (
                    <span className="sr-only">
                      {isAscending ? t(', sorted soonest first') : t(', sorted latest first')}
                    </span>
                  )}
                </button>
              </th>
              {hasStylists && (
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('Stylist')}
                </th>
              )}
              {showBranch && (
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('Branch')}
                </th>
              )}
              <th scope="col" className="px-4 py-3 font-medium">
                {t('Services')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('Status')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('Actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {appointments.map((appointment) => (
              <tr key={appointment._id} className={clsx(busyId === appointment._id && 'opacity-70')}>
                <td className="px-4 py-3">
                  <OpenButton appointment={appointment} onOpen={onOpen} />
                </td>
                <td className="px-4 py-3">
                  <span className="block font-medium text-ink">{customerName(appointment)}</span>
                  <span className="block text-xs text-ink-muted">
                    {appointment.customer && (appointment.customer.email ?? t('no e-mail'))}
                  </span>
                  {appointment.customer?.phone && (
                    <PhoneLink phone={appointment.customer.phone} className="text-xs" />
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="block text-ink">{formatLongDate(appointment.date, language)}</span>
                  <span className="block text-xs text-ink-muted">{when(appointment)}</span>
                </td>
                {hasStylists && (
                  <td className="px-4 py-3 text-ink">{appointment.staff?.name ?? t('Not named')}</td>
                )}
                {showBranch && <td className="px-4 py-3 text-ink">{appointment.branch?.name}</td>}
                <td className="max-w-56 px-4 py-3 text-ink">
                  {serviceList(appointment, language)}
                  <CustomerNote appointment={appointment} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={appointment.status} t={t} />
                </td>
                <td className="px-4 py-3">
                  <StatusActions
                    appointment={appointment}
                    onAction={onAction}
                    onUndo={onUndo}
                    isBusy={busyId === appointment._id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-4 md:hidden" aria-label={t('Appointments')}>
        {appointments.map((appointment) => (
          <li key={appointment._id} className="rounded-3xl border border-sand-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <OpenButton appointment={appointment} onOpen={onOpen} />
              <StatusBadge status={appointment.status} t={t} />
            </div>
            <p className="mt-2 font-medium text-ink">{customerName(appointment)}</p>
            {appointment.customer?.phone && (
              <PhoneLink phone={appointment.customer.phone} className="text-sm" />
            )}
            <p className="text-sm text-ink-muted">
              {formatLongDate(appointment.date, language)}, {when(appointment)}
            </p>
            {appointment.staff && (
              <p className="text-sm text-ink">{t('With {name}', { name: appointment.staff.name })}</p>
            )}
            {showBranch && appointment.branch && (
              <p className="text-sm text-ink-muted">
                {t('At {branch}', { branch: appointment.branch.name })}
              </p>
            )}
            <p className="mt-1 text-sm text-ink">{serviceList(appointment, language)}</p>
            <CustomerNote appointment={appointment} />
            <div className="mt-3">
              <StatusActions
                appointment={appointment}
                onAction={onAction}
                onUndo={onUndo}
                isBusy={busyId === appointment._id}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { AdminStaffMember } from '@salon/contracts';
import { ArrowRightLeft, Pencil, UserRound } from 'lucide-react';
import { AdminListRow, AdminRowAction } from '../../../components/ui/admin-list-row.tsx';
import { useT } from '../../../lib/use-language.tsx';

interface StylistRowProps {
  stylist: AdminStaffMember;
  isSwitching: boolean;
  onEdit: () => void;
  onToggleBookable: () => void;
  onMoveBookings: () => void;
}

export function StylistRow({
  stylist,
  isSwitching,
  onEdit,
  onToggleBookable,
  onMoveBookings,
}: StylistRowProps) {
  const t = useT();
  const servicesCount =
    stylist.services.length === 1
      ? t('{count} service', { count: 1 })
      : t('{count} services', { count: stylist.services.length });
  return (
    <AdminListRow
      imageUrl={stylist.photoUrl}
      imageShape="round"
      fallbackIcon={UserRound}
      title={<p className="truncate font-medium text-ink">{stylist.name}</p>}
      summary={
        <>
          {servicesCount}
          {stylist.futureBookings > 0 && (
            <>
              {' '}
              ·{' '}
              {t(stylist.futureBookings === 1 ? '{count} booking to come' : '{count} bookings to come', {
                count: stylist.futureBookings,
              })}
            </>
          )}
        </>
      }
      actions={
        <>
          <button
            type="button"
            role="switch"
            aria-checked={stylist.bookableOnline}
            aria-label={t('{name} bookable online', { name: stylist.name })}
            disabled={isSwitching}
            onClick={onToggleBookable}
            className="flex min-h-11 items-center gap-2 rounded-full px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-plum-700 disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className={`relative inline-block h-6 w-11 rounded-full transition-colors ${stylist.bookableOnline ? 'bg-plum-800' : 'bg-sand-300'}`}
            >
              <span
                className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${stylist.bookableOnline ? 'left-5.5' : 'left-0.5'}`}
              />
            </span>
            {t('Bookable online')}
          </button>
          {stylist.futureBookings > 0 && (
            <AdminRowAction
              icon={ArrowRightLeft}
              label={t('Move bookings')}
              ariaLabel={t('Move the bookings of {name}', { name: stylist.name })}
              onClick={onMoveBookings}
            />
          )}
          <AdminRowAction
            icon={Pencil}
            label={t('Edit')}
            ariaLabel={t('Edit {name}', { name: stylist.name })}
            onClick={onEdit}
          />
        </>
      }
    />
  );
}

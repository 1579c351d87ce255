import type { AdminStaffMember } from '@salon/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useTeam } from '../api/get-team.ts';
import { useSetBookableOnline } from '../api/save-stylist.ts';
import { MoveBookingsDialog } from './move-bookings-dialog.tsx';
import { StylistDialog } from './stylist-dialog.tsx';
import { StylistRow } from './stylist-row.tsx';

export const teamLoadFailed = 'Failed to load the team';
const hasFutureBookings = z.object({ futureBookings: z.number() });
const switchFailed = 'Could not change whether customers can book this stylist';

/** The editor is closed, open on a new stylist (null), or open on one stylist. */
type Editing = { stylist: AdminStaffMember | null } | undefined;

/** docs/architecture.md#team-admin: the owner's team, its switches, and the bulk move of a stylist's bookings. */
export function TeamAdmin() {
  const team = useTeam();
  const setBookable = useSetBookableOnline();
  const t = useT();
  const [editing, setEditing] = useState<Editing>();
  // The move dialog, and whether the stylist is switched off once their bookings have moved.
  const [moving, setMoving] = useState<{ id: string; thenSwitchOff: boolean } | null>(null);

  function switchOff(stylist: AdminStaffMember) {
    setBookable.mutate(
      { id: stylist._id, bookableOnline: false },
      {
        onSuccess: () => toast.success(t('{name} is no longer offered to customers', { name: stylist.name })),
        onError: (error) => {
          // Bookings arrived since the list loaded: the move comes first. A customer paying for
          // the stylist's time right now is only said: their hold ends within minutes.
          if (hasErrorCode(error, 'CONFLICT') && hasFutureBookings.safeParse(error.details).success)
            setMoving({ id: stylist._id, thenSwitchOff: true });
          else toast.error(t(errorMessage(error, switchFailed)));
        },
      },
    );
  }

  function toggle(stylist: AdminStaffMember) {
    if (!stylist.bookableOnline) {
      setBookable.mutate(
        { id: stylist._id, bookableOnline: true },
        {
          onSuccess: () => toast.success(t('{name} can be booked online again', { name: stylist.name })),
          onError: (error) => toast.error(t(errorMessage(error, switchFailed))),
        },
      );
      return;
    }
    if (stylist.futureBookings > 0) setMoving({ id: stylist._id, thenSwitchOff: true });
    else switchOff(stylist);
  }

  const moved = moving ? team.data?.find((stylist) => stylist._id === moving.id) : undefined;

  return (
    <div>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setEditing({ stylist: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Add stylist')}
        </Button>
      </div>
      {team.isPending ? (
        <PageLoader label={t('Loading the team...')} />
      ) : team.isError ? (
        <ErrorState
          title={teamLoadFailed}
          message={errorDetail(team.error, teamLoadFailed)}
          onRetry={() => void team.refetch()}
          isRetrying={team.isFetching}
        />
      ) : team.data.length === 0 ? (
        <EmptyState title="No stylists yet" message="The salon books chairs only until you add one." />
      ) : (
        <ul className="space-y-3">
          {team.data.map((stylist) => (
            <StylistRow
              key={stylist._id}
              stylist={stylist}
              isSwitching={setBookable.isPending && setBookable.variables?.id === stylist._id}
              onEdit={() => setEditing({ stylist })}
              onToggleBookable={() => toggle(stylist)}
              onMoveBookings={() => setMoving({ id: stylist._id, thenSwitchOff: false })}
            />
          ))}
        </ul>
      )}
      {editing && <StylistDialog stylist={editing.stylist} onClose={() => setEditing(undefined)} />}
      {moving && moved && (
        <MoveBookingsDialog
          stylist={moved}
          colleagues={(team.data ?? []).filter((stylist) => stylist._id !== moved._id)}
          onMoved={() => {
            setMoving(null);
            if (moving.thenSwitchOff) switchOff(moved);
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </div>
  );
}

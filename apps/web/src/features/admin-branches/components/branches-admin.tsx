import { branchAdminMessages } from '@salon/contracts';
import type { AdminBranch } from '@salon/contracts';
import { DoorClosed, MapPin, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { AdminListRow } from '../../../components/ui/admin-list-row.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { chooseAdminBranch } from '../../../lib/admin-branch.ts';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { salonToday } from '../../../lib/salon-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useCloseBranch } from '../api/close-branch.ts';
import { useAdminBranches } from '../api/get-admin-branches.ts';
import { BranchDialog, branchSaveFailed } from './branch-dialog.tsx';

const branchesLoadFailed = 'Failed to load the branches';
const hasFutureBookings = z.object({ futureBookings: z.number() });

type Editing = { branch: AdminBranch | null } | undefined;

/** The owner's branches (docs/decisions/0045-branches.md): the open ones, then the closed ones. */
export function BranchesAdmin() {
  const t = useT();
  const branches = useAdminBranches();
  const close = useCloseBranch();
  const [editing, setEditing] = useState<Editing>();
  const [closing, setClosing] = useState<AdminBranch | null>(null);
  // A refused close stays in its dialog (a toast faded before it was read), with the way to the
  // bookings that stand in its way when those are the reason.
  const [refusal, setRefusal] = useState<{ message: string; hasBookings: boolean } | null>(null);
  const list = branches.data ?? [];
  const nextPosition = Math.max(-1, ...list.map((branch) => branch.position)) + 1;

  function closeDialog() {
    setClosing(null);
    setRefusal(null);
  }

  function confirmClose() {
    if (!closing) return;
    setRefusal(null);
    close.mutate(closing._id, {
      onSuccess: ({ message }) => {
        toast.success(t(message ?? branchAdminMessages.branchClosedNow));
        closeDialog();
      },
      onError: (error) => {
        // Refused (409): the message says why, e.g. how many bookings are still to come.
        setRefusal({
          message: t(errorMessage(error, branchSaveFailed)),
          hasBookings: hasErrorCode(error, 'CONFLICT') && hasFutureBookings.safeParse(error.details).success,
        });
      },
    });
  }

  return (
    <div>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setEditing({ branch: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Add branch')}
        </Button>
      </div>
      {branches.isPending ? (
        <PageLoader label={t('Loading branches...')} />
      ) : branches.isError ? (
        <ErrorState
          title={branchesLoadFailed}
          message={errorDetail(branches.error, branchesLoadFailed)}
          onRetry={() => void branches.refetch()}
          isRetrying={branches.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={MapPin} title="No branches yet" message="Add the salon's first branch." />
      ) : (
        <ul className="space-y-3" aria-label={t('Branches')}>
          {[...list.filter((one) => !one.closedAt), ...list.filter((one) => one.closedAt)].map((branch) => (
            <AdminListRow
              key={branch._id}
              imageUrl={null}
              imageShape="square"
              fallbackIcon={MapPin}
              title={
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  <span className="truncate">{branch.name}</span>
                  {branch.isMain && (
                    <span className="rounded-full bg-blush-100 px-2 py-0.5 text-xs font-medium text-plum-800">
                      {t('Main branch')}
                    </span>
                  )}
                  {branch.closedAt && (
                    <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-medium text-ink-muted">
                      {t('Closed for good')}
                    </span>
                  )}
                </p>
              }
              summary={[
                branch.address ?? t('No address yet'),
                t('Chairs: {count}', { count: branch.chairs }),
                t('Services: {count}', { count: branch.services.length }),
              ].join(' · ')}
              actions={
                branch.closedAt ? null : (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing({ branch })}
                      aria-label={t('Edit {name}', { name: branch.name })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('Edit')}
                    </Button>
                    {!branch.isMain && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setClosing(branch)}
                        aria-label={t('Close {name}', { name: branch.name })}
                      >
                        <DoorClosed aria-hidden="true" className="size-4" />
                        {t('Close')}
                      </Button>
                    )}
                  </>
                )
              }
            />
          ))}
        </ul>
      )}
      {editing && (
        <BranchDialog
          branch={editing.branch}
          nextPosition={nextPosition}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={closing !== null}
        title={t('Close branch')}
        description={
          closing ? (
            <>
              {t('Close {name} for good? Customers no longer see it or book there.', { name: closing.name })}
              {refusal && (
                <Alert className="mt-4">
                  <p>{refusal.message}</p>
                  {refusal.hasBookings && (
                    // The owner's list of this branch's visits from today on, soonest first
                    // (docs/decisions/0047-back-office-per-branch.md: the list shows the chosen branch).
                    <Link
                      to={`/admin/appointments?from=${salonToday()}`}
                      onClick={() => chooseAdminBranch(closing._id)}
                      className="mt-1 inline-flex min-h-11 items-center font-medium underline"
                    >
                      {t('See the bookings to come at {name}', { name: closing.name })}
                    </Link>
                  )}
                </Alert>
              )}
            </>
          ) : undefined
        }
        confirmLabel={t('Close branch')}
        cancelLabel={t('Cancel')}
        isPending={close.isPending}
        onConfirm={confirmClose}
        onClose={closeDialog}
      />
    </div>
  );
}

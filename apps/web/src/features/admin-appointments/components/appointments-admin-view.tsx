import type { Appointment } from '@salon/contracts';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { useAdminBranch } from '../../../lib/admin-branch.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useQueryParams } from '../../../lib/use-query-params.ts';
import { useAdminAppointments } from '../api/get-admin-appointments.ts';
import { useUndoAppointmentStatus } from '../api/undo-appointment-status.ts';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status.ts';
import { readListQuery, writeListQuery } from '../lib/list-query.ts';
import type { AppointmentListQuery } from '../lib/list-query.ts';
import type { StatusAction } from '../lib/status-actions.ts';
import { AppointmentDetailDrawer } from './appointment-detail-drawer.tsx';
import { AppointmentFilters } from './appointment-filters.tsx';
import { AppointmentsTable } from './appointments-table.tsx';
import { StatusActionDialog } from './status-action-dialog.tsx';
import type { PendingAction } from './status-action-dialog.tsx';

const LOAD_FAILED = 'Failed to load appointments';

function ListSkeleton() {
  return (
    <SkeletonGroup label="Loading appointments..." className="space-y-3">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-16" />
      ))}
    </SkeletonGroup>
  );
}

/** docs/architecture.md#admin: every appointment, filtered by the address's query, with the status moves. */
export function AppointmentsAdminView() {
  const t = useT();
  const [searchParams, setSearchParams] = useQueryParams();
  const query = readListQuery(searchParams);
  // docs/decisions/0047-back-office-per-branch.md: the switcher's branch, or every branch.
  const { branchId, showsAll, ready } = useAdminBranch({ all: true });
  const list = useAdminAppointments(query, branchId, ready);
  const undoStatus = useUndoAppointmentStatus();
  const updateStatus = useUpdateAppointmentStatus({ onUndo: (id) => undoStatus.mutate(id) });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [opened, setOpened] = useState<Appointment | null>(null);

  const show = (next: AppointmentListQuery) => setSearchParams(writeListQuery(next));

  function confirmAction() {
    if (!pending) return;
    updateStatus.mutate({ id: pending.appointment._id, status: pending.action.to });
    setPending(null);
  }

  let content;
  if (list.isPending) content = <ListSkeleton />;
  else if (list.isError) {
    content = (
      <ErrorState
        title={LOAD_FAILED}
        message={errorDetail(list.error, t(LOAD_FAILED))}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else if (list.data.appointments.length === 0) {
    content = (
      <EmptyState
        icon={CalendarX2}
        title="No appointments found"
        message="No appointment matches these filters."
      />
    );
  } else {
    const { appointments, total, page, pageCount } = list.data;
    content = (
      <div className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
        <p className="text-sm text-ink-muted">
          {total === 1
            ? t('{count} appointment', { count: total })
            : t('{count} appointments', { count: total })}
        </p>
        <AppointmentsTable
          appointments={appointments}
          showBranch={showsAll}
          sort={query.sort}
          onSortChange={(sort) => show({ ...query, sort, page: 1 })}
          onOpen={setOpened}
          onAction={(appointment, action: StatusAction) => setPending({ appointment, action })}
          onUndo={(appointment) => undoStatus.mutate(appointment._id)}
          busyId={
            updateStatus.isPending
              ? updateStatus.variables.id
              : undoStatus.isPending
                ? undoStatus.variables
                : null
          }
        />
        <Pagination
          label={t('Appointment pages')}
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => show({ ...query, page: next })}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AppointmentFilters query={query} onApply={(filters) => show({ ...filters, page: 1 })} />
      {content}
      <StatusActionDialog pending={pending} onConfirm={confirmAction} onClose={() => setPending(null)} />
      <AppointmentDetailDrawer
        id={opened?._id ?? null}
        title={opened ? t('Appointment {reference}', { reference: opened.appointmentId }) : ''}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}

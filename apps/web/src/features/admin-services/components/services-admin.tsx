import { catalogueMessages } from '@salon/contracts';
import type { AdminService } from '@salon/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { serviceTexts } from '../../../lib/service-texts.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryStates } from '../../../components/ui/query-states.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useDeleteService } from '../api/delete-service.ts';
import { useAdminServices } from '../api/get-admin-services.ts';
import { useSetServiceHidden } from '../api/set-service-hidden.ts';
import { ServiceFormDialog } from './service-form-dialog.tsx';
import { ServiceRow } from './service-row.tsx';

/** The editor is closed, open on a new service (null), or open on one service. */
type Editing = { service: AdminService | null } | undefined;

export function ServicesAdmin() {
  const services = useAdminServices();
  const setHidden = useSetServiceHidden();
  const remove = useDeleteService();
  const t = useT();
  const { language } = useLanguage();
  // Named in the owner's language, as the rows name them (ServiceRow).
  const titleOf = (service: AdminService) => serviceTexts(service, language).title;
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<AdminService | null>(null);

  function toggleHidden(service: AdminService) {
    setHidden.mutate(
      { id: service._id, hidden: !service.hidden },
      {
        onSuccess: () =>
          toast.success(
            service.hidden
              ? t('{title} is shown again', { title: titleOf(service) })
              : t('{title} is hidden', { title: titleOf(service) }),
          ),
        onError: (error) => toast.error(t(errorMessage(error, catalogueMessages.somethingWrong))),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (message) => {
        toast.success(t(message || catalogueMessages.serviceDeleted));
        setDeleting(null);
      },
      onError: (error) => toast.error(t(errorMessage(error, catalogueMessages.somethingWrong))),
    });
  }

  return (
    <div>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setEditing({ service: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('New service')}
        </Button>
      </div>
      <QueryStates
        query={services}
        loadingLabel={t('Loading services...')}
        failedTitle={catalogueMessages.servicesLoadFailed}
        empty={<EmptyState title="No services yet" message="Create the first service customers can book." />}
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((service) => (
              <ServiceRow
                key={service._id}
                service={service}
                isToggling={setHidden.isPending && setHidden.variables?.id === service._id}
                onEdit={() => setEditing({ service })}
                onToggleHidden={() => toggleHidden(service)}
                onDelete={() => setDeleting(service)}
              />
            ))}
          </ul>
        )}
      </QueryStates>
      {editing && <ServiceFormDialog service={editing.service} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete service')}
        description={
          deleting
            ? t('Delete {title}? Customers will no longer see or book it.', { title: titleOf(deleting) })
            : undefined
        }
        confirmLabel={t('Delete')}
        cancelLabel={t('Cancel')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

import { branchAdminMessages } from '@salon/contracts';
import type { AdminBranch } from '@salon/contracts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { placeServerErrors } from '../../../lib/server-field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useServices } from '../api/get-services.ts';
import { useSaveBranch } from '../api/save-branch.ts';
import { branchFields, branchFormDefaults, formErrors, toBranchRequest } from '../lib/branch-form.ts';
import type { BranchField, BranchFormValues } from '../lib/branch-form.ts';
import { BranchHours } from './branch-hours.tsx';
import { BranchServices } from './branch-services.tsx';
import { wrapLabels } from './wrap-labels.ts';

export const branchSaveFailed = 'Failed to save the branch';

interface BranchDialogProps {
  /** The branch being edited, or null for a new one. */
  branch: AdminBranch | null;
  /** Where a new branch goes in the list: after the last. */
  nextPosition: number;
  onClose: () => void;
}

/**
 * Add or edit one branch (docs/decisions/0045-branches.md): its details, hours, chairs, own fee,
 * place for "Nearest first", order in the lists, and the services it offers at their own prices.
 */
export function BranchDialog({ branch, nextPosition, onClose }: BranchDialogProps) {
  const t = useT();
  const save = useSaveBranch();
  const services = useServices();
  const [values, setValues] = useState<BranchFormValues>(() => branchFormDefaults(branch, nextPosition));
  const [errors, setErrors] = useState<Partial<Record<BranchField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The marks change only on a submit (the form's own check or the server's refusal): the first
  // marked field then takes the focus, scrolled into view, as in the desk dialogs.
  useEffect(() => {
    focusFirstInvalid(formRef.current);
  }, [errors]);
  const change = (patch: Partial<BranchFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const text = (
    field:
      | 'name'
      | 'address'
      | 'mapUrl'
      | 'phone'
      | 'whatsapp'
      | 'chairs'
      | 'bookingFee'
      | 'position'
      | 'lat'
      | 'lng',
  ) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });
  const errorOf = (field: BranchField) => (errors[field] ? t(errors[field]) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The services list loads with the dialog; until it has, a new branch offers every service.
    const serviceIds = services.data?.map((service) => service._id);
    const request = toBranchRequest(values, serviceIds ?? []);
    const body = !branch && !serviceIds ? { ...request, services: undefined } : request;
    const refused = formErrors(request);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    save.mutate(
      { id: branch?._id, body },
      {
        onSuccess: ({ message }) => {
          toast.success(
            t(message ?? (branch ? branchAdminMessages.branchSaved : branchAdminMessages.branchCreated)),
          );
          onClose();
        },
        onError: (error) => {
          const placed: Partial<Record<BranchField, string>> = {};
          const shown = placeServerErrors(error, branchFields, (field, { message }) => {
            placed[field] = message;
          });
          setErrors(placed);
          if (!shown) toast.error(t(errorMessage(error, branchSaveFailed)));
        },
      },
    );
  }

  return (
    <Dialog
      open
      title={branch ? t('Edit {name}', { name: branch.name }) : t('Add branch')}
      onRequestClose={() => !save.isPending && onClose()}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <TextField label="Name" required maxLength={80} error={errorOf('name')} {...text('name')} />
        <TextField
          label="Address"
          optional
          autoComplete="street-address"
          error={errorOf('address')}
          {...text('address')}
        />
        <TextField label="Map link" type="url" optional error={errorOf('mapUrl')} {...text('mapUrl')} />
        <div className={`grid gap-4 sm:grid-cols-2 ${wrapLabels}`}>
          <TextField label="Phone" type="tel" optional error={errorOf('phone')} {...text('phone')} />
          <TextField
            label="WhatsApp number"
            type="tel"
            optional
            hint="A Sri Lankan number, e.g. 077 123 4567; it is saved with the country code for the chat link."
            error={errorOf('whatsapp')}
            {...text('whatsapp')}
          />
        </div>
        <BranchHours days={values.days} onChange={(days) => change({ days })} error={errors.hours} />
        <p className="text-sm text-ink-muted">
          {t("Closed days, the whole salon's or this branch's alone, are set in")}{' '}
          <Link to="/admin/settings" className="font-medium text-plum-800 underline">
            {t('Settings')}
          </Link>
        </p>
        <div className={`grid gap-4 sm:grid-cols-2 ${wrapLabels}`}>
          <TextField
            label="Chairs"
            hint="Customers served at the same time (1-50)."
            inputMode="numeric"
            error={errorOf('chairs')}
            {...text('chairs')}
          />
          <TextField
            label="Own booking fee (LKR)"
            optional
            hint="Empty: the salon's booking fee."
            inputMode="numeric"
            error={errorOf('bookingFeeLkr')}
            {...text('bookingFee')}
          />
          <TextField
            label="Latitude"
            optional
            hint="With the longitude, customers who share their location see the nearest branch first."
            inputMode="decimal"
            error={errorOf('lat')}
            {...text('lat')}
          />
          <TextField label="Longitude" optional inputMode="decimal" error={errorOf('lng')} {...text('lng')} />
          <TextField
            label="Place in the list"
            hint="The first open branch is the main branch."
            inputMode="numeric"
            error={errorOf('position')}
            {...text('position')}
          />
        </div>
        <BranchServices
          values={values}
          onChange={(chosen) => change({ services: chosen, offersAllByDefault: values.offersAllByDefault })}
          error={errors.services}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {branch ? t('Save changes') : t('Add branch')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

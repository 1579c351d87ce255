import {
  createStaffRequestSchema,
  profileMessages,
  staffServicesRequestSchema,
  staffShiftsRequestSchema,
  teamAdminMessages,
} from '@salon/contracts';
import type { AdminStaffMember } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBranches } from '../../../lib/branches.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { refreshTeam } from '../api/get-team.ts';
import { saveStylist } from '../api/save-stylist.ts';
import { uploadStylistPhoto } from '../api/upload-stylist-photo.ts';
import { stylistFormDefaults, stylistRequests } from '../lib/team-form.ts';
import type { StylistFormValues } from '../lib/team-form.ts';
import { BranchesPicker } from './branches-picker.tsx';
import { ServicesPicker } from './services-picker.tsx';
import { ShiftsEditor } from './shifts-editor.tsx';
import { StrandedBookings, strandedBookingsOf } from './stranded-bookings.tsx';
import { SignInSection } from './sign-in-section.tsx';
import { TimeOffList } from './time-off-list.tsx';

export const stylistSaveFailed = 'Failed to save the stylist';

interface StylistDialogProps {
  /** The stylist being edited, or null for a new one. */
  stylist: AdminStaffMember | null;
  onClose: () => void;
}

/**
 * Add or edit one stylist: name, photo, bio in three languages, services with their own price
 * and length, the weekly shifts, and (once saved) time off. The photo goes up after the rest is
 * saved, with its progress shown.
 */
export function StylistDialog({ stylist, onClose }: StylistDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<StylistFormValues>(() => stylistFormDefaults(stylist));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // Bookings a refused week of shifts would leave off shift: the owner moves them first.
  const [stranded, setStranded] = useState<ReturnType<typeof strandedBookingsOf>>([]);
  // A new stylist whose details saved but whose next step failed is edited from then on, never added twice.
  const [savedId, setSavedId] = useState<string | undefined>(stylist?._id);
  const isBusy = isSaving || progress !== null;
  const change = (patch: Partial<StylistFormValues>) => setValues((current) => ({ ...current, ...patch }));
  // docs/decisions/0045-branches.md: with two or more branches the owner says where the stylist
  // works (a new one: the main branch to begin with) and at which of those each shift is.
  const branches = useBranches().data ?? [];
  const hasBranches = branches.length >= 2;
  const mainBranchId = branches[0]?._id;
  const branchIds = values.branchIds ?? (mainBranchId ? [mainBranchId] : []);
  const worksAt = branches.filter((branch) => branchIds.includes(branch._id));

  function chooseBranches(next: string[]) {
    // A branch taken off takes its shifts with it, as the server does.
    change({
      branchIds: next,
      shifts: values.shifts.filter((shift) => next.includes(shift.branchId ?? mainBranchId ?? '')),
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const requests = stylistRequests(values, hasBranches ? branchIds : undefined);
    // The contracts' own schemas, so a mistake is named before anything is sent.
    const refused = [
      createStaffRequestSchema.safeParse(requests.details),
      staffServicesRequestSchema.safeParse(requests.services),
      staffShiftsRequestSchema.safeParse(requests.shifts),
    ].find((check) => !check.success);
    if (refused?.error) {
      toast.error(t(refused.error.issues[0]?.message ?? stylistSaveFailed));
      return;
    }
    setIsSaving(true);
    setStranded([]);
    try {
      const saved = await saveStylist({ id: savedId, ...requests }, setSavedId);
      if (file) {
        setProgress(0);
        try {
          await uploadStylistPhoto(saved._id, file, setProgress);
        } catch (error) {
          toast.error(t(errorMessage(error, profileMessages.uploadFailed)));
          return;
        } finally {
          setProgress(null);
        }
      }
      toast.success(t(stylist ? teamAdminMessages.staffUpdated : teamAdminMessages.staffCreated));
      onClose();
    } catch (error) {
      setStranded(strandedBookingsOf(error));
      toast.error(t(errorMessage(error, stylistSaveFailed)));
    } finally {
      setIsSaving(false);
      void refreshTeam(queryClient);
    }
  }

  return (
    <Dialog
      open
      title={stylist ? t('Edit {name}', { name: stylist.name }) : t('Add stylist')}
      onRequestClose={() => !isBusy && onClose()}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <TextField
          label="Name"
          required
          maxLength={80}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <ImagePicker
          label={t('Photo')}
          currentUrl={stylist?.photoUrl ?? null}
          file={file}
          onFileChange={setFile}
          progress={progress}
        />
        <TextareaField
          label="Short bio (English)"
          optional
          rows={2}
          maxLength={600}
          value={values.bio}
          onChange={(event) => change({ bio: event.target.value })}
        />
        <TextareaField
          label="Short bio (Sinhala)"
          optional
          rows={2}
          maxLength={600}
          lang="si"
          value={values.bioSi}
          onChange={(event) => change({ bioSi: event.target.value })}
        />
        <TextareaField
          label="Short bio (Tamil)"
          optional
          rows={2}
          maxLength={600}
          lang="ta"
          value={values.bioTa}
          onChange={(event) => change({ bioTa: event.target.value })}
        />
        <ServicesPicker choices={values.services} onChange={(services) => change({ services })} />
        {hasBranches && <BranchesPicker branches={branches} chosen={branchIds} onChange={chooseBranches} />}
        <ShiftsEditor
          shifts={values.shifts}
          onChange={(shifts) => change({ shifts })}
          branches={hasBranches ? worksAt : []}
          mainBranchId={mainBranchId}
        />
        <StrandedBookings bookings={stranded} />
        {stylist ? (
          <TimeOffList stylist={stylist} />
        ) : (
          <p className="text-xs text-ink-muted">{t('Time off can be added once the stylist is saved.')}</p>
        )}
        {stylist && <SignInSection stylist={stylist} />}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isBusy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={isBusy}>
            {stylist ? t('Save changes') : t('Add stylist')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

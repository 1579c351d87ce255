import { appointManagerRequestSchema } from '@salon/contracts';
import type { Manager } from '@salon/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBranches } from '../../../lib/branches.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useAppointManager, useManagers, useRemoveManager } from '../api/managers.ts';

const managersFailed = 'The branch managers could not be changed';

/**
 * Branch managers (docs/decisions/0049-branch-manager.md): the owner makes a customer's account
 * the manager of one branch, who then signs in to the back office and runs that branch alone;
 * or makes them a customer again. Shown with two or more branches only.
 */
export function ManagersSection() {
  const t = useT();
  const branches = useBranches();
  const managers = useManagers((branches.data?.length ?? 0) >= 2);
  const appoint = useAppointManager();
  const remove = useRemoveManager();
  const [email, setEmail] = useState('');
  const [branchId, setBranchId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [confirmDialog, askConfirm] = useConfirm();
  const list = branches.data ?? [];
  if (list.length < 2) return null;
  const chosenBranch = branchId || list[0]!._id;

  function appointOne() {
    const parsed = appointManagerRequestSchema.safeParse({ email, branchId: chosenBranch });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? managersFailed);
      return;
    }
    setFieldError(undefined);
    appoint.mutate(parsed.data, {
      onSuccess: (answer) => {
        setEmail('');
        toast.success(t(answer.message ?? ''));
      },
      onError: (error) => toast.error(t(errorMessage(error, managersFailed))),
    });
  }

  async function removeOne(manager: Manager) {
    const isSure = await askConfirm({
      title: t('Remove {name} as manager of {branch}?', { name: manager.name, branch: manager.branch.name }),
      description: t('They are signed out at once; their account stays, as a customer account.'),
      confirmLabel: t('Remove manager'),
      cancelLabel: t('Cancel'),
    });
    if (!isSure) return;
    remove.mutate(
      { id: manager._id },
      {
        onSuccess: (answer) => toast.success(t(answer.message)),
        onError: (error) => toast.error(t(errorMessage(error, managersFailed))),
      },
    );
  }

  return (
    <section aria-labelledby="managers-heading" className="mt-10 space-y-4">
      <div>
        <h2 id="managers-heading" className="font-display text-xl text-plum-950">
          {t('Branch managers')}
        </h2>
        <p className="text-sm text-ink-muted">
          {t(
            "A manager signs in to the back office and runs one branch's day, desk bookings, daily close and waitlist, nothing else.",
          )}
        </p>
      </div>
      {managers.isPending ? (
        <p className="text-sm text-ink-muted">{t('Loading...')}</p>
      ) : managers.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t(errorMessage(managers.error, managersFailed))}
        </p>
      ) : managers.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('No branch managers yet.')}</p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
          {managers.data.map((manager) => (
            <li key={manager._id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium">{manager.name}</span>
                <span className="block text-xs text-ink-muted">
                  {manager.email} · {manager.branch.name}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                className="min-h-11"
                isLoading={remove.isPending && remove.variables?.id === manager._id}
                onClick={() => void removeOne(manager)}
              >
                {t('Remove manager')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          appointOne();
        }}
      >
        <TextField
          label="Manager's e-mail (their customer account)"
          type="email"
          autoComplete="off"
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t('Branch')}
          value={chosenBranch}
          onChange={(event) => setBranchId(event.target.value)}
        >
          {list.map((branch) => (
            <option key={branch._id} value={branch._id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="min-h-11" isLoading={appoint.isPending}>
          {t('Appoint manager')}
        </Button>
      </form>
      {confirmDialog}
    </section>
  );
}

import { staffAccountRequestSchema } from '@salon/contracts';
import type { AdminStaffMember } from '@salon/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useGiveStylistSignIn, useRemoveStylistSignIn, useStylistAccount } from '../api/stylist-account.ts';

const signInFailed = 'The sign-in could not be changed';

/**
 * The stylist's own sign-in (docs/decisions/0039-staff-accounts.md): an e-mail address the server
 * mails a set-password link to; once given, it can be taken away. Saved at once, like time off.
 */
export function SignInSection({ stylist }: { stylist: AdminStaffMember }) {
  const t = useT();
  const account = useStylistAccount(stylist._id);
  const give = useGiveStylistSignIn();
  const remove = useRemoveStylistSignIn();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [confirmDialog, askConfirm] = useConfirm();

  function giveOne() {
    const parsed = staffAccountRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? signInFailed);
      return;
    }
    setFieldError(undefined);
    give.mutate(
      { id: stylist._id, email: parsed.data.email },
      {
        onSuccess: (answer) => {
          setEmail('');
          toast.success(t({ id: answer.messageId ?? answer.message ?? '', params: answer.params }));
        },
        onError: (error) => toast.error(t(errorMessage(error, signInFailed))),
      },
    );
  }

  async function removeOne() {
    const isSure = await askConfirm({
      title: t('Remove the sign-in of {name}?', { name: stylist.name }),
      description: t('They are signed out at once and can no longer sign in. They stay on the team.'),
      confirmLabel: t('Remove sign-in'),
      cancelLabel: t('Cancel'),
    });
    if (!isSure) return;
    remove.mutate(
      { id: stylist._id },
      {
        onSuccess: (answer) => toast.success(t({ id: answer.messageId ?? answer.message ?? '' })),
        onError: (error) => toast.error(t(errorMessage(error, signInFailed))),
      },
    );
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Sign-in')}</legend>
      {account.isPending ? (
        <p className="text-xs text-ink-muted">{t('Loading...')}</p>
      ) : account.isError ? (
        <p role="alert" className="text-xs text-red-700">
          {t(errorMessage(account.error, signInFailed))}
        </p>
      ) : account.data ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand-100 p-3 text-sm">
          <span>
            <span className="font-medium">{account.data.email}</span>
            <span className="block text-xs text-ink-muted">
              {account.data.passwordSet
                ? t('Signs in to see their own day.')
                : t('Waiting for them to choose a password from the mail.')}
            </span>
          </span>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11"
            isLoading={remove.isPending}
            onClick={() => void removeOne()}
          >
            {t('Remove sign-in')}
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-xs text-ink-muted">
            {t('Give {name} a sign-in to see their own visits and mark them arrived, completed or no-show.', {
              name: stylist.name,
            })}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label="Stylist's e-mail"
              type="email"
              autoComplete="off"
              value={email}
              error={fieldError}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={(event) => {
                // Enter gives the sign-in, never saves the whole dialog around it.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  giveOne();
                }
              }}
            />
            <Button className="min-h-11" isLoading={give.isPending} onClick={giveOne}>
              {t('Give sign-in')}
            </Button>
          </div>
        </div>
      )}
      {confirmDialog}
    </fieldset>
  );
}

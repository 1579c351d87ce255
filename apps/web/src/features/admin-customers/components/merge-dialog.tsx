import type { CustomerDetail, CustomerSummary } from '@salon/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useCustomers } from '../api/get-customers.ts';
import { useMergeCustomers } from '../api/merge-customers.ts';

interface MergeDialogProps {
  customer: CustomerDetail;
  onClose: () => void;
}

/**
 * Two records of one person become this one (docs/decisions/0041-customers-and-merge.md): find
 * the duplicate, read what moves, then confirm. The server refuses what it cannot merge.
 */
export function MergeDialog({ customer, onClose }: MergeDialogProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [duplicate, setDuplicate] = useState<CustomerSummary | null>(null);
  const found = useCustomers(q, 1, { enabled: q.length > 0 });
  const merge = useMergeCustomers();
  const others = (found.data?.customers ?? []).filter((other) => other._id !== customer._id);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
  }

  function confirmMerge() {
    if (!duplicate) return;
    merge.mutate(
      { keptId: customer._id, fromId: duplicate._id },
      {
        onSuccess: (answer) => {
          toast.success(t(answer.messageId ?? 'Records merged'));
          onClose();
        },
        onError: (failure) => toast.error(t(errorMessage(failure, 'Could not merge the records'))),
      },
    );
  }

  return (
    <Dialog
      open
      title={t('Merge a duplicate into {name}', { name: customer.name })}
      description={t(
        'Find the other record of the same person. Its visits, notes, review and cart move here.',
      )}
      onRequestClose={() => !merge.isPending && onClose()}
    >
      {duplicate ? (
        <div className="space-y-4">
          <p className="text-sm text-ink">
            {t(
              '{from} has {visits} visits, {noShows} no-shows and {cancellations} cancellations. They all move to {to}, and the record of {from} is removed. This cannot be undone.',
              {
                from: duplicate.name,
                to: customer.name,
                visits: duplicate.visits,
                noShows: duplicate.noShows,
                cancellations: duplicate.cancellations,
              },
            )}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setDuplicate(null)} disabled={merge.isPending}>
              {t('Back')}
            </Button>
            <Button
              onClick={confirmMerge}
              isLoading={merge.isPending}
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            >
              {t('Merge records')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <form role="search" onSubmit={search} className="space-y-3">
            <TextField
              label="Find the duplicate"
              hint="A name, an e-mail or a phone number in any format"
              type="search"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.target.value)}
              data-autofocus
            />
            <Button type="submit" variant="outline">
              {t('Search')}
            </Button>
          </form>
          {found.isFetching && <Spinner className="size-5 text-plum-700" />}
          {q && found.isSuccess && others.length === 0 && (
            <p className="text-sm text-ink-muted">{t('No other customer matches.')}</p>
          )}
          {others.length > 0 && (
            <ul
              className="divide-y divide-sand-100 rounded-2xl border border-sand-200"
              aria-label={t('Matches')}
            >
              {others.map((other) => (
                <li key={other._id}>
                  <button
                    type="button"
                    onClick={() => setDuplicate(other)}
                    className="flex min-h-11 w-full flex-col items-start px-4 py-2 text-left hover:bg-sand-50"
                  >
                    <span className="font-medium text-ink">{other.name}</span>
                    <span className="text-xs text-ink-muted">
                      {[other.phone, other.email].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}

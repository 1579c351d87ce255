import { savedCardMessages } from '@salon/contracts';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { cardBrandName, cardExpiry, useSavedCards } from '../../../lib/saved-cards.ts';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useDeleteSavedCard } from '../api/delete-saved-card.ts';

/**
 * docs/decisions/0033-saved-cards.md: the customer's saved cards, each removable after a
 * confirmation (the app's own dialog: focus moves into it, Escape keeps the card).
 */
export function SavedCardsList() {
  const t = useT();
  const cards = useSavedCards();
  const remove = useDeleteSavedCard();
  const [dialog, ask] = useConfirm();

  async function removeCard(id: string) {
    const isConfirmed = await ask({
      title: t(savedCardMessages.confirmTitle),
      description: t(savedCardMessages.confirmBody),
      confirmLabel: t(savedCardMessages.remove),
      cancelLabel: t(savedCardMessages.keep),
    });
    if (!isConfirmed) return;
    remove.mutate(id, {
      onSuccess: (message) => toast.success(t(message)),
      onError: (error) => toast.error(t(describeError(error, savedCardMessages.notFound))),
    });
  }

  if (cards.isPending) return <Skeleton className="h-20 w-full rounded-2xl" />;
  if (cards.isError)
    return (
      <ErrorState
        title={savedCardMessages.loadFailed}
        onRetry={() => void cards.refetch()}
        isRetrying={cards.isFetching}
      />
    );
  if (cards.data.length === 0)
    return (
      <EmptyState icon={CreditCard} title={savedCardMessages.title} message={t(savedCardMessages.empty)} />
    );

  return (
    <>
      <ul className="divide-y divide-sand-100" aria-label={t(savedCardMessages.title)}>
        {cards.data.map((card) => {
          const brand = t(cardBrandName(card.brand));
          return (
            <li key={card.id} className="flex flex-wrap items-center gap-3 py-4">
              <CreditCard aria-hidden="true" className="size-6 text-plum-700" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-plum-950">{`${brand} •••• ${card.last4}`}</p>
                <p className="text-sm text-ink-muted">{t(savedCardMessages.expires, cardExpiry(card))}</p>
              </div>
              <Button
                variant="outline"
                onClick={() => void removeCard(card.id)}
                isLoading={remove.isPending && remove.variables === card.id}
                aria-label={t(savedCardMessages.removeCardLabel, { brand, last4: card.last4 })}
                className="min-h-11"
              >
                {t(savedCardMessages.remove)}
              </Button>
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}

import { catalogueMessages } from '@salon/contracts';
import type { Offer } from '@salon/contracts';
import { Gift, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate } from '../../../lib/format-time.ts';
import { bookedServiceTitle, serviceTexts } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useDeleteOffer } from '../api/delete-offer.ts';
import { useAllOffers } from '../api/get-all-offers.ts';
import { OfferFormDialog } from './offer-form-dialog.tsx';

type Editing = { offer: Offer | null } | undefined;

export function OffersAdmin() {
  const offers = useAllOffers();
  const remove = useDeleteOffer();
  const t = useT();
  const { language } = useLanguage();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Offer | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (message) => {
        toast.success(t(message || catalogueMessages.offerDeleted));
        setDeleting(null);
      },
      onError: (error) => toast.error(t(errorMessage(error, catalogueMessages.somethingWrong))),
    });
  }

  return (
    <div>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setEditing({ offer: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('New offer')}
        </Button>
      </div>
      {offers.isPending ? (
        <PageLoader label={t('Loading special offers...')} />
      ) : offers.isError ? (
        <ErrorState
          title={catalogueMessages.offersLoadFailed}
          message={errorDetail(offers.error, catalogueMessages.offersLoadFailed)}
          onRetry={() => void offers.refetch()}
          isRetrying={offers.isFetching}
        />
      ) : offers.data.length === 0 ? (
        <EmptyState icon={Gift} title="No special offers yet" message="Bundle services at a discount." />
      ) : (
        <ul className="space-y-3">
          {offers.data.map((offer) => {
            // The owner reads the row in their language, as customers see it; the English under it when it differs.
            const title = serviceTexts(offer, language).title;
            return (
              <li
                key={offer._id}
                className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-4">
                  <ImageWithFallback
                    src={offer.image}
                    width={56}
                    height={56}
                    sizes="56px"
                    className="size-14 shrink-0 rounded-xl object-cover"
                    fallback={
                      <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-blush-100 text-plum-700">
                        <Gift aria-hidden="true" className="size-5" />
                      </span>
                    }
                  />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                      <span className="truncate">{title}</span>
                      {title !== offer.title && (
                        <span lang="en" className="truncate text-xs font-normal text-ink-muted">
                          {offer.title}
                        </span>
                      )}
                      <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-medium text-ink-muted">
                        {offer.isActive ? t('Running') : t('Not running')}
                      </span>
                    </p>
                    <p className="text-sm text-ink-muted">
                      {t('{price} ({discount}% off {original})', {
                        price: formatLkr(offer.price, language),
                        discount: String(offer.discount),
                        original: formatLkr(offer.originalPrice, language),
                      })}{' '}
                      ·{' '}
                      {t('{from} to {to}', {
                        from: formatLongDate(offer.startDate, language),
                        to: formatLongDate(offer.endDate, language),
                      })}
                    </p>
                    <p className="text-xs text-ink-muted">
                      {offer.services
                        .map((service) =>
                          bookedServiceTitle(
                            { title: service.name, translations: service.translations },
                            language,
                          ),
                        )
                        .join(', ')}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing({ offer })}
                    aria-label={t('Edit {title}', { title })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('Edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(offer)}
                    aria-label={t('Delete {title}', { title })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('Delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && <OfferFormDialog offer={editing.offer} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete special offer')}
        description={
          deleting
            ? t('Delete {title}? It leaves the special offers page at once.', {
                title: serviceTexts(deleting, language).title,
              })
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

import { catalogueAdminMessages, catalogueMessages } from '@salon/contracts';
import type { GalleryImage } from '@salon/contracts';
import { Images } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBranches } from '../../../lib/branches.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useDeleteGalleryPhoto, useReorderGallery, useUpdateCaption } from '../api/gallery-changes.ts';
import { useGalleryPhotos } from '../api/get-gallery-photos.ts';
import { moveItem } from '../lib/move-item.ts';
import { GalleryPhotoRow } from './gallery-photo-row.tsx';
import { GalleryUploader } from './gallery-uploader.tsx';

export function GalleryAdmin() {
  const t = useT();
  const photos = useGalleryPhotos();
  const reorder = useReorderGallery();
  const updateCaption = useUpdateCaption();
  const branches = useBranches().data ?? [];
  const remove = useDeleteGalleryPhoto();
  // The order the owner just chose, shown at once while the server stores it.
  const [pendingOrder, setPendingOrder] = useState<GalleryImage[] | null>(null);
  // The move button just pressed (`id:direction`), focused again once the list is redrawn.
  const focusAfterMove = useRef<{ button: string; isRedrawn: boolean } | null>(null);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const shown = pendingOrder ?? photos.data ?? [];

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    // Until the move is stored the list can be redrawn once more (in the stored order, or the old
    // one after a failure), and a row moved in the page loses the focus of its button: while the
    // move is pending, focus lost to the page goes back to the moved photo's button.
    if (!pendingOrder) focusAfterMove.current = null;
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (target.isRedrawn && !isFocusLost) return;
    target.isRedrawn = true;
    const [id, direction] = target.button.split(':');
    // At either end the pressed button is disabled: its sibling takes the focus.
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${target.button}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction === '1' ? '-1' : '1'}"]`);
    button?.focus();
  });

  function move(index: number, direction: -1 | 1) {
    const next = moveItem(shown, index, direction);
    const photo = shown[index];
    if (!photo) return;
    setPendingOrder(next);
    focusAfterMove.current = { button: `${photo._id}:${direction}`, isRedrawn: false };
    reorder.mutate(
      next.map((item) => item._id),
      {
        onError: (error) => toast.error(t(errorMessage(error, catalogueMessages.somethingWrong))),
        onSettled: () => setPendingOrder(null),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (message) => {
        toast.success(t(message || catalogueMessages.imageDeleted));
        setDeleting(null);
      },
      onError: (error) => toast.error(t(errorMessage(error, catalogueMessages.somethingWrong))),
    });
  }

  return (
    <div className="space-y-6">
      <GalleryUploader />
      <section aria-labelledby="gallery-photos-heading">
        <h2 id="gallery-photos-heading" className="mb-3 text-xl text-plum-950">
          {t('Photos, in the order the site shows them')}
        </h2>
        {photos.isPending ? (
          <PageLoader label={t('Loading gallery...')} />
        ) : photos.isError ? (
          <ErrorState
            title={catalogueMessages.galleryLoadFailed}
            message={errorDetail(photos.error, t(catalogueMessages.galleryLoadFailed))}
            onRetry={() => void photos.refetch()}
            isRetrying={photos.isFetching}
          />
        ) : shown.length === 0 ? (
          <EmptyState icon={Images} title="No photos yet" message="Add the first photos above." />
        ) : (
          <ol aria-label={t('Gallery photos')} className="space-y-3">
            {shown.map((photo, index) => (
              <GalleryPhotoRow
                key={photo._id}
                photo={photo}
                position={index + 1}
                isFirst={index === 0}
                isLast={index === shown.length - 1}
                isSavingCaption={updateCaption.isPending && updateCaption.variables?.id === photo._id}
                branches={branches}
                onMove={(direction) => move(index, direction)}
                onSaveCaption={(caption, branchId) =>
                  updateCaption.mutate(
                    { id: photo._id, caption, branchId },
                    {
                      onSuccess: (answer) =>
                        toast.success(t(answer.message ?? catalogueAdminMessages.captionUpdated)),
                      onError: (error) =>
                        toast.error(t(errorMessage(error, catalogueMessages.somethingWrong))),
                    },
                  )
                }
                onDelete={() => setDeleting(photo)}
              />
            ))}
          </ol>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete photo')}
        description={t('Delete this photo? It leaves the gallery at once.')}
        confirmLabel={t('Delete')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

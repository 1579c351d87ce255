import { catalogueMessages } from '@salon/contracts';
import { imageSrcSet } from '@salon/domain';
import { ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { useGalleryOf } from '../api/get-gallery-of-branch.ts';
import { flattenGallery } from '../lib/flatten-gallery.ts';
import { GalleryLightbox } from './gallery-lightbox.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { useCaptionText } from '../lib/caption-text.ts';

const GALLERY_FIRST_ROW = 4;

// A tile's width: two columns on a phone, three from md, four from lg in the 72rem page.
const TILE_SIZES =
  '(min-width: 1152px) 264px, (min-width: 1024px) calc(25vw - 24px), (min-width: 768px) calc(33vw - 27px), calc(50vw - 22px)';

interface OpenImage {
  index: number;
  opener: HTMLElement;
}

function GallerySkeleton() {
  return (
    <SkeletonGroup label="Loading gallery..." className="space-y-12">
      {Array.from({ length: 2 }, (_, group) => (
        <div key={group}>
          <Skeleton className="h-8 w-48" />
          <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="aspect-square w-full rounded-2xl" />
            ))}
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * docs/product.md#2.8: images grouped under their captions; any image opens the lightbox. With a
 * branch: its photos and the salon-wide ones (docs/decisions/0048-reviews-and-gallery-per-branch.md).
 */
export function GalleryView({ branchId }: { branchId?: string | undefined } = {}) {
  const { data: groups, error, isPending, refetch, isRefetching } = useGalleryOf(branchId);
  const images = useMemo(() => flattenGallery(groups ?? []), [groups]);
  const [open, setOpen] = useState<OpenImage | null>(null);
  const t = useT();
  const captionText = useCaptionText();

  if (isPending) return <GallerySkeleton />;
  if (error) {
    return (
      <ErrorState
        title={catalogueMessages.galleryLoadFailed}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  if (images.length === 0) return <EmptyState icon={ImageOff} title={catalogueMessages.noGallery} />;

  // Each image's place in the flat list, so a thumbnail opens the lightbox at the right spot.
  let flatIndex = 0;
  return (
    <>
      <div className="space-y-14">
        {groups
          .filter((group) => group.images.length > 0)
          .map((group) => (
            <section key={group.caption} aria-label={captionText(group.caption)}>
              <h2 className="text-2xl text-plum-950 sm:text-3xl">{captionText(group.caption)}</h2>
              <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
                {group.images.map((image) => {
                  const index = flatIndex++;
                  return (
                    <li key={image._id}>
                      <button
                        type="button"
                        onClick={(event) => setOpen({ index, opener: event.currentTarget })}
                        aria-label={t('View image: {caption}', { caption: captionText(image.caption) })}
                        className="group block w-full overflow-hidden rounded-2xl bg-sand-100 shadow-sm"
                      >
                        <img
                          alt=""
                          width={600}
                          height={600}
                          // The first row (four wide at most) is on screen when the page opens.
                          loading={index < GALLERY_FIRST_ROW ? 'eager' : 'lazy'}
                          fetchPriority={index < GALLERY_FIRST_ROW ? 'high' : 'auto'}
                          decoding="async"
                          srcSet={imageSrcSet(image.imageUrl)}
                          sizes={TILE_SIZES}
                          src={image.imageUrl}
                          className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
      </div>
      {open && (
        <GalleryLightbox
          images={images}
          index={open.index}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
          returnFocusTo={open.opener}
        />
      )}
    </>
  );
}

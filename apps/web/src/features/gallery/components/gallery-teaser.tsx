import { imageSrcSet } from '@salon/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { useCaptionText } from '../lib/caption-text.ts';
import { useGallery } from '../api/get-gallery.ts';
import { flattenGallery } from '../lib/flatten-gallery.ts';

/** docs/product.md#1 and docs/product.md#9: the home page shows seven gallery images in four columns. */
export const TEASER_IMAGE_COUNT = 7;

// Seven tiles fill two rows of four when the first one spans two columns.
const tileClasses = (index: number) => (index === 0 ? 'col-span-2 aspect-[2/1]' : 'aspect-square');
// Their widths: two columns on a phone and four from sm in the 72rem page, the first tile two wide.
const tileSizes = (index: number) =>
  index === 0
    ? '(min-width: 1152px) 544px, (min-width: 640px) calc(50vw - 32px), calc(100vw - 32px)'
    : '(min-width: 1152px) 264px, (min-width: 640px) calc(25vw - 24px), calc(50vw - 22px)';

/** The home page's gallery teaser: the first seven images across all groups, and a way in. */
export function GalleryTeaser() {
  const { data: groups, isPending, error } = useGallery();
  const t = useT();
  const captionText = useCaptionText();
  const images = flattenGallery(groups ?? []).slice(0, TEASER_IMAGE_COUNT);

  let content;
  if (isPending) {
    content = (
      <SkeletonGroup label="Loading gallery..." className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {Array.from({ length: TEASER_IMAGE_COUNT }, (_, index) => (
          <Skeleton key={index} className={`${tileClasses(index)} w-full rounded-2xl`} />
        ))}
      </SkeletonGroup>
    );
  } else if (error || images.length === 0) {
    // The teaser is a bonus on the home page: with nothing to show, the link alone remains.
    content = null;
  } else {
    content = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4" aria-label={t('Gallery highlights')}>
        {images.map((image, index) => (
          <li key={image._id} className={`${tileClasses(index)} overflow-hidden rounded-2xl bg-sand-100`}>
            <img
              alt={captionText(image.caption)}
              width={index === 0 ? 1200 : 600}
              height={600}
              loading="lazy"
              decoding="async"
              srcSet={imageSrcSet(image.imageUrl)}
              sizes={tileSizes(index)}
              src={image.imageUrl}
              className="size-full object-cover transition-transform duration-500 hover:scale-105"
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="gallery-teaser-heading" className="bg-sand-100/60">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-xl">
            <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">{t('Gallery')}</p>
            <h2 id="gallery-teaser-heading" className="mt-4 text-3xl text-plum-950 sm:text-4xl">
              {t('Fresh from our chairs')}
            </h2>
            <p className="mt-4 text-ink-muted">{t('Recent cuts, colour, nails and makeup by our team.')}</p>
          </div>
          <Link to="/gallery" className={buttonClasses('outline')}>
            {t('View Gallery')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {content && <div className="mt-10">{content}</div>}
      </div>
    </section>
  );
}

import { PageHero } from '../../components/ui/page-hero.tsx';
import { GalleryView } from '../../features/gallery/components/gallery-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/product.md#2.8: the photo gallery. */
export function GalleryPage() {
  useDocumentTitle('Gallery');
  return (
    <>
      <PageHero
        eyebrow="Our work"
        title="Gallery"
        description="A look at recent cuts, colour, nails and makeup from our stylists and artists."
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pb-20">
        <GalleryView />
      </div>
    </>
  );
}

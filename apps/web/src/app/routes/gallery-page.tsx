import { useState } from 'react';
import { BranchFilter } from '../../components/branch-filter.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { GalleryView } from '../../features/gallery/components/gallery-view.tsx';
import { useBranches } from '../../lib/branches.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * docs/product.md#2.8: the photo gallery; with two or more branches it can be narrowed to one
 * (docs/decisions/0048-reviews-and-gallery-per-branch.md).
 */
export function GalleryPage() {
  useDocumentTitle('Gallery');
  const branches = useBranches().data ?? [];
  const [branchId, setBranchId] = useState<string | undefined>();
  return (
    <>
      <PageHero
        eyebrow="Our work"
        title="Gallery"
        description="A look at recent cuts, colour, nails and makeup from our stylists and artists."
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pb-20">
        <BranchFilter branches={branches} value={branchId} onChange={setBranchId} className="mb-8" />
        <GalleryView branchId={branches.length >= 2 ? branchId : undefined} />
      </div>
    </>
  );
}

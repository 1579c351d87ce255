import { updateGalleryImageRequestSchema } from '@salon/contracts';
import type { GalleryImage } from '@salon/contracts';
import { imageSrcSet } from '@salon/domain';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { BranchFilter } from '../../../components/branch-filter.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/use-language.tsx';

interface GalleryPhotoRowProps {
  photo: GalleryImage;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  isSavingCaption: boolean;
  /** The salon's branches: with two or more the photo's branch can be changed here. */
  branches: ReadonlyArray<{ _id: string; name: string }>;
  onMove: (direction: -1 | 1) => void;
  /**
   * The caption, and the branch when it changed (null: every branch; undefined: unchanged);
   * docs/decisions/0048-reviews-and-gallery-per-branch.md.
   */
  onSaveCaption: (caption: string, branchId: string | null | undefined) => void;
  onDelete: () => void;
}

export function GalleryPhotoRow({
  photo,
  position,
  isFirst,
  isLast,
  isSavingCaption,
  branches,
  onMove,
  onSaveCaption,
  onDelete,
}: GalleryPhotoRowProps) {
  const [caption, setCaption] = useState(photo.caption);
  const [branchId, setBranchId] = useState<string | undefined>(photo.branch?._id);
  const [error, setError] = useState<string | undefined>();
  const t = useT();

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-3 sm:flex-row sm:items-end">
      <img
        alt={photo.caption}
        width={128}
        height={96}
        loading="lazy"
        decoding="async"
        srcSet={imageSrcSet(photo.imageUrl)}
        sizes="(min-width: 640px) 128px, calc(100vw - 64px)"
        src={photo.imageUrl}
        className="h-24 w-full rounded-xl object-cover sm:w-32"
      />
      <form
        className="flex flex-1 flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const branch = branchId ?? null;
          const movesBranch = branch !== (photo.branch?._id ?? null);
          const parsed = updateGalleryImageRequestSchema.safeParse({ caption, branchId: branch });
          setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
          if (parsed.success && (parsed.data.caption !== photo.caption || movesBranch))
            onSaveCaption(parsed.data.caption, movesBranch ? branch : undefined);
        }}
      >
        <TextField
          label={t('Caption of photo {position}', { position })}
          className="min-w-48 flex-1"
          value={caption}
          error={error}
          onChange={(event) => setCaption(event.target.value)}
        />
        <BranchFilter
          branches={branches}
          value={branchId}
          onChange={setBranchId}
          label={t('Branch of photo {position}', { position })}
        />
        <Button type="submit" variant="outline" size="md" isLoading={isSavingCaption}>
          {t('Save')}
        </Button>
      </form>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={isFirst}
          onClick={() => onMove(-1)}
          aria-label={t('Move photo {position} up', { position })}
          data-move={`${photo._id}:-1`}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={isLast}
          onClick={() => onMove(1)}
          aria-label={t('Move photo {position} down', { position })}
          data-move={`${photo._id}:1`}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('Delete photo {position}', { position })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

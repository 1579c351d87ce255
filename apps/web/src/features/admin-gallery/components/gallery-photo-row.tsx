import { updateGalleryImageRequestSchema } from '@salon/contracts';
import type { GalleryImage } from '@salon/contracts';
import { imageSrcSet } from '@salon/domain';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/use-language.tsx';

interface GalleryPhotoRowProps {
  photo: GalleryImage;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  isSavingCaption: boolean;
  onMove: (direction: -1 | 1) => void;
  onSaveCaption: (caption: string) => void;
  onDelete: () => void;
}

export function GalleryPhotoRow({
  photo,
  position,
  isFirst,
  isLast,
  isSavingCaption,
  onMove,
  onSaveCaption,
  onDelete,
}: GalleryPhotoRowProps) {
  const [caption, setCaption] = useState(photo.caption);
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
        className="flex flex-1 items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = updateGalleryImageRequestSchema.safeParse({ caption });
          setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
          if (parsed.success && parsed.data.caption !== photo.caption) onSaveCaption(parsed.data.caption);
        }}
      >
        <TextField
          label={t('Caption of photo {position}', { position })}
          className="flex-1"
          value={caption}
          error={error}
          onChange={(event) => setCaption(event.target.value)}
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

import { imageSrcSet } from '@salon/domain';
import { clsx } from 'clsx';
import { useState } from 'react';

interface AvatarProps {
  name: string;
  imageUrl: string | null;
  /** Shown width in CSS pixels, matching the size `className` gives it (36 by default). */
  size?: number;
  className?: string;
}

/** The profile image, or the name's initial when there is none or it fails to load. */
export function Avatar({ name, imageUrl, size = 36, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const showImage = imageUrl && failedUrl !== imageUrl;

  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-blush-200 font-display text-base font-semibold text-plum-900 ring-2 ring-white',
        className,
      )}
    >
      {showImage ? (
        <img
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          srcSet={imageSrcSet(imageUrl)}
          sizes={`${size}px`}
          src={imageUrl}
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        initial
      )}
    </span>
  );
}

import type { GalleryImage } from '@salon/contracts';
import { imageSrcSet } from '@salon/domain';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useCaptionText } from '../lib/caption-text.ts';

interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to once the lightbox is gone: the thumbnail that opened it. */
  returnFocusTo: HTMLElement | null;
}

const controlClasses =
  'grid size-12 place-items-center rounded-full bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/20 focus-visible:outline-white';

/**
 * docs/product.md#2.8: the full-screen image viewer. Keyboard: Escape closes, arrows move (wrapping
 * across all images); page scroll is locked and focus stays inside while it is open.
 */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: GalleryLightboxProps) {
  const captionId = useId();
  const t = useT();
  const captionText = useCaptionText();
  const total = images.length;
  const image = images[index];
  // Focus starts on Close; Tab cycles through the three controls instead of leaving for the page.
  const panelRef = useFocusTrap<HTMLDivElement>(image !== undefined, { returnFocusTo });

  const showPrevious = () => onIndexChange((index - 1 + total) % total);
  const showNext = () => onIndexChange((index + 1) % total);

  // Listening on the document keeps the arrows working even if focus drifts to the page.
  const handleKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft') showPrevious();
    else if (event.key === 'ArrowRight') showNext();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  if (!image) return null;

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('Image viewer')}
      aria-describedby={captionId}
      className="fixed inset-0 z-50 flex flex-col bg-plum-950/95 text-white backdrop-blur-sm"
    >
      <div className="flex items-center justify-between gap-4 px-4 pt-4 sm:px-6">
        <p className="text-sm font-medium tabular-nums text-white/80" aria-live="polite">
          {`${index + 1} / ${total}`}
        </p>
        <button
          data-autofocus
          type="button"
          onClick={onClose}
          aria-label={t('Close')}
          className={controlClasses}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>

      {/* A click on the dark backdrop (not the image) closes, as in most viewers. */}
      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-4 py-4 sm:px-20"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img
          key={image._id}
          alt={captionText(image.caption)}
          width={1200}
          height={900}
          decoding="async"
          srcSet={imageSrcSet(image.imageUrl)}
          // At most the screen's width less the side controls.
          sizes="(min-width: 640px) calc(100vw - 160px), calc(100vw - 32px)"
          src={image.imageUrl}
          className="max-h-full w-auto max-w-full rounded-xl object-contain shadow-2xl"
        />
        <button
          type="button"
          onClick={showPrevious}
          aria-label={t('Previous image')}
          className={`${controlClasses} absolute top-1/2 left-2 -translate-y-1/2 sm:left-6`}
        >
          <ChevronLeft aria-hidden="true" className="size-7" />
        </button>
        <button
          type="button"
          onClick={showNext}
          aria-label={t('Next image')}
          className={`${controlClasses} absolute top-1/2 right-2 -translate-y-1/2 sm:right-6`}
        >
          <ChevronRight aria-hidden="true" className="size-7" />
        </button>
      </div>

      <p id={captionId} className="px-6 pt-1 pb-6 text-center font-display text-lg text-white sm:text-xl">
        {captionText(image.caption)}
      </p>
    </div>,
    document.body,
  );
}

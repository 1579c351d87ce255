import { imageSrcSet } from '@salon/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';

/** Cards in the first row of the widest card grid: their pictures are what a visitor sees first. */
export const FIRST_ROW_CARDS = 3;

interface ImageWithFallbackProps {
  src: string | null;
  /** The picture's shape (its box sets the shown size); keeps the layout from jumping while it loads. */
  width: number;
  height: number;
  /**
   * How wide the picture is shown, as the `sizes` attribute: the browser picks the smallest of
   * our stored copies (docs/architecture.md#files) that is sharp at that width on this screen.
   */
  sizes: string;
  className: string;
  /** Shown when there is no picture, or it fails to load: a branded tile, never a broken image. */
  fallback: ReactNode;
  /**
   * Likely the largest picture on screen when the page opens (the first row of cards): fetched
   * at once and first, instead of lazily once the layout is known.
   */
  priority?: boolean;
}

/** A decorative picture with its size set, so the layout never jumps; lazily loaded unless `priority`. */
export function ImageWithFallback({
  src,
  width,
  height,
  sizes,
  className,
  fallback,
  priority = false,
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  const srcSet = imageSrcSet(src);
  return (
    <img
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      // Before src: the browser must know the choices before it starts on the first one.
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}

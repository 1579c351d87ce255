import { useState } from 'react';
import type { ReactNode } from 'react';

interface ImageWithFallbackProps {
  src: string | null;
  width: number;
  height: number;
  className: string;
  /** Shown when there is no picture, or it fails to load: a branded tile, never a broken image. */
  fallback: ReactNode;
}

/** A decorative, lazily loaded picture with its size set, so the layout never jumps. */
export function ImageWithFallback({ src, width, height, className, fallback }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}

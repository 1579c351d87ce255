import type { ServiceCategory } from '@salon/contracts';
import { Brush, Flower2, Scissors, Sparkles } from 'lucide-react';
import { useState } from 'react';

const categoryIcons = { hair: Scissors, nail: Sparkles, facial: Flower2, makeup: Brush } as const;

/** The service's picture, or a branded tile with the category's icon when it has none. */
export function ServiceThumbnail({ src, category }: { src: string | null; category: ServiceCategory }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const Icon = categoryIcons[category];

  if (!src || failedSrc === src) {
    return (
      <div className="grid aspect-[4/3] w-full place-items-center bg-gradient-to-br from-blush-100 to-plum-100 text-plum-700">
        <Icon aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="aspect-[4/3] w-full bg-sand-100 object-cover transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
}

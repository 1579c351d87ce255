import type { ServiceCategory } from '@salon/contracts';
import { Brush, Flower2, Scissors, Sparkles } from 'lucide-react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';

const categoryIcons = { hair: Scissors, nail: Sparkles, facial: Flower2, makeup: Brush } as const;

/** The service's picture, or a branded tile with the category's icon when it has none. */
export function ServiceThumbnail({
  src,
  category,
  priority,
}: {
  src: string | null;
  category: ServiceCategory;
  priority?: boolean;
}) {
  const Icon = categoryIcons[category];
  return (
    <ImageWithFallback
      src={src}
      priority={priority}
      width={640}
      height={480}
      // The card's width: one column on a phone, two from sm, three from lg in the 72rem page.
      sizes="(min-width: 1152px) 352px, (min-width: 1024px) calc(33vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)"
      className="aspect-[4/3] w-full bg-sand-100 object-cover transition-transform duration-500 group-hover:scale-[1.03]"
      fallback={
        <div className="grid aspect-[4/3] w-full place-items-center bg-gradient-to-br from-blush-100 to-plum-100 text-plum-700">
          <Icon aria-hidden="true" className="size-10" />
        </div>
      }
    />
  );
}

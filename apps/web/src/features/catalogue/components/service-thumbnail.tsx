import type { ServiceCategory } from '@salon/contracts';
import { clsx } from 'clsx';
import { Brush, Flower2, Scissors, Sparkles } from 'lucide-react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';

const categoryIcons = { hair: Scissors, nail: Sparkles, facial: Flower2, makeup: Brush } as const;

const shapes = {
  // The compact card's square: 96 px on a phone, 112 px from sm.
  card: { classes: 'size-full', sizes: '(min-width: 640px) 112px, 96px', icon: 'size-8' },
  // The details dialog: the full 4:3 picture, up to the dialog's 448 px width.
  detail: {
    classes: 'aspect-[4/3] w-full',
    sizes: '(min-width: 640px) 384px, calc(100vw - 48px)',
    icon: 'size-10',
  },
} as const;

/** The service's picture, or a branded tile with the category's icon when it has none. */
export function ServiceThumbnail({
  src,
  category,
  priority,
  shape = 'card',
}: {
  src: string | null;
  category: ServiceCategory;
  priority?: boolean;
  shape?: keyof typeof shapes;
}) {
  const Icon = categoryIcons[category];
  const { classes, sizes, icon } = shapes[shape];
  return (
    <ImageWithFallback
      src={src}
      priority={priority}
      width={640}
      height={480}
      sizes={sizes}
      className={clsx(classes, 'bg-sand-100 object-cover')}
      fallback={
        <div
          className={clsx(
            classes,
            'grid place-items-center bg-gradient-to-br from-blush-100 to-plum-100 text-plum-700',
          )}
        >
          <Icon aria-hidden="true" className={icon} />
        </div>
      }
    />
  );
}

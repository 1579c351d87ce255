import { clsx } from 'clsx';

/** The salon's wordmark: a monogram tile and the name in the display face. */
export function BrandMark({
  name,
  className,
  inverted = false,
}: {
  name: string;
  className?: string;
  inverted?: boolean;
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'grid size-9 place-items-center rounded-xl font-display text-xl italic',
          inverted ? 'bg-blush-200 text-plum-950' : 'bg-plum-900 text-blush-200',
        )}
      >
        {name.charAt(0)}
      </span>
      <span
        className={clsx('font-display text-2xl tracking-tight', inverted ? 'text-white' : 'text-plum-950')}
      >
        {name}
      </span>
    </span>
  );
}

import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ImageWithFallback } from './image-with-fallback.tsx';

interface AdminListRowProps {
  /** The picture's address; null shows the icon in its place. */
  imageUrl: string | null;
  /** A portrait is round, a thumbnail a rounded square. */
  imageShape: 'round' | 'square';
  fallbackIcon: LucideIcon;
  /** The first line (the row's name, with any badge), as its own element. */
  title: ReactNode;
  /** The muted line under it. */
  summary: ReactNode;
  /** The row's buttons and switches, wrapping under the text on a phone. */
  actions: ReactNode;
}

/** One entry of a back-office list (a service, a stylist): picture, name, summary, then its actions. */
export function AdminListRow({
  imageUrl,
  imageShape,
  fallbackIcon: Icon,
  title,
  summary,
  actions,
}: AdminListRowProps) {
  const rounding = imageShape === 'round' ? 'rounded-full' : 'rounded-xl';
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ImageWithFallback
          src={imageUrl}
          width={56}
          height={56}
          sizes="56px"
          className={clsx('size-14 shrink-0 object-cover', rounding)}
          fallback={
            <span
              className={clsx(
                'grid size-14 shrink-0 place-items-center bg-blush-100 text-plum-700',
                rounding,
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
          }
        />
        <div className="min-w-0">
          {title}
          <p className="text-sm text-ink-muted">{summary}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}

interface AdminRowActionProps {
  icon: LucideIcon;
  /** The word on the button ("Edit"). */
  label: string;
  /** What a screen reader says: the word with the row's name ("Edit Nimali"). */
  ariaLabel: string;
  onClick: () => void;
  /** A quieter button, for deleting. */
  variant?: 'outline' | 'ghost';
  /** While busy the spinner takes the icon's place. */
  isLoading?: boolean;
}

/** One small button of an AdminListRow: its icon, then its word. */
export function AdminRowAction({
  icon: Icon,
  label,
  ariaLabel,
  onClick,
  variant = 'outline',
  isLoading = false,
}: AdminRowActionProps) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} isLoading={isLoading} aria-label={ariaLabel}>
      {!isLoading && <Icon aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-language.tsx';

/** A pulsing placeholder block; size and shape come from the caller's classes. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('block animate-pulse rounded-xl bg-sand-200/80', className)} />
  );
}

/**
 * Wraps a set of skeletons so assistive technology hears one "loading" message instead of
 * a list of empty shapes.
 */
export function SkeletonGroup({
  label = 'Loading...',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{t(label)}</span>
      {children}
    </div>
  );
}

import { clsx } from 'clsx';
import { useT } from '../../lib/use-language.tsx';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/**
 * A small centred indicator; the label is what assistive technology (and tests) read, and is
 * translated here, so callers pass the English.
 */
export function PageLoader({
  label = 'Loading...',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  const t = useT();
  return (
    <div
      role="status"
      className={clsx(
        'flex items-center justify-center gap-3 text-sm text-ink-muted',
        fullScreen ? 'min-h-dvh' : 'min-h-[40vh]',
      )}
    >
      <Spinner className="size-5 text-plum-700" />
      <span>{t(label)}</span>
    </div>
  );
}

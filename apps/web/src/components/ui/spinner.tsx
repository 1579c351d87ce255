import { clsx } from 'clsx';

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
 * A small centred indicator; the label is what assistive technology (and tests) read. Callers
 * pass it translated, so it has no English default: this module stays free of the language
 * code, which keeps the first page's scripts in one piece (docs/architecture.md#languages).
 */
export function PageLoader({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={clsx(
        'flex items-center justify-center gap-3 text-sm text-ink-muted',
        fullScreen ? 'min-h-dvh' : 'min-h-[40vh]',
      )}
    >
      <Spinner className="size-5 text-plum-700" />
      <span>{label}</span>
    </div>
  );
}

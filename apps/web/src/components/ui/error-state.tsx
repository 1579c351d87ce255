import { clsx } from 'clsx';
import { CircleAlert, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-language.tsx';
import { Button } from './button.tsx';

interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  /** Shown as a 'Try Again' button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  className?: string;
}

/** A load failure in place of the content, announced to screen readers, with a way to retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  isRetrying = false,
  className,
}: ErrorStateProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className={clsx(
        'mx-auto flex max-w-md flex-col items-center rounded-3xl border border-red-100 bg-white px-6 py-14 text-center shadow-[0_12px_40px_-28px_rgb(74_29_63/0.5)]',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-700">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-5 font-display text-xl text-plum-950">{t(title)}</p>
      {message && (
        <p className="mt-2 text-sm text-ink-muted">{typeof message === 'string' ? t(message) : message}</p>
      )}
      {onRetry && (
        <Button variant="outline" className="mt-6" onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RotateCcw aria-hidden="true" className="size-4" />}
          {t(retryLabel)}
        </Button>
      )}
    </div>
  );
}

import { clsx } from 'clsx';

interface ProgressBarProps {
  /** 0-100. */
  value: number;
  /** What is progressing; assistive technology reads it with the value. */
  label: string;
  className?: string;
}

/** A determinate progress bar, e.g. an upload's bytes sent. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-sand-200', className)}
    >
      <div className="h-full rounded-full bg-plum-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

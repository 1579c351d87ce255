import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { inputClasses } from './text-field.tsx';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Shown at the label's right edge, e.g. a character counter. */
  aside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The multi-line sibling of <TextField>: same label, hint and error wiring. */
export function TextareaField({
  label,
  error,
  hint,
  optional,
  aside,
  className,
  ref,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {optional && !aside && <span className="text-xs text-ink-muted">Optional</span>}
        {aside}
      </div>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          inputClasses,
          'resize-y leading-relaxed',
          error
            ? 'border-red-400 focus-visible:outline-red-500'
            : 'border-sand-300 hover:border-sand-400 focus-visible:outline-plum-600',
        )}
        {...textareaProps}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

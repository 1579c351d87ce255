import { clsx } from 'clsx';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Rendered inside the input's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const inputClasses =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-ink shadow-xs placeholder:text-sand-400 ' +
  'transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 sm:text-sm';

export function TextField({
  label,
  error,
  hint,
  optional,
  trailing,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline justify-between text-sm font-medium text-ink">
        <span>{label}</span>
        {optional && <span className="text-xs font-normal text-ink-muted">Optional</span>}
        {/* The required attribute is what assistive technology announces; this is the visible mark. */}
        {inputProps.required && !optional && (
          <span aria-hidden="true" className="text-xs font-normal text-ink-muted">
            Required
          </span>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClasses,
            trailing && 'pr-12',
            error
              ? 'border-red-400 focus-visible:outline-red-500'
              : 'border-sand-300 hover:border-sand-400 focus-visible:outline-plum-600',
          )}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
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

import { clsx } from 'clsx';
import { FieldMessages, fieldStateClasses, useFieldIds } from './field-parts.tsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '../../lib/use-language.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Rendered inside the input's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Tailwind 4's outline-2 takes its style from a variable that focus:outline-none sets to none, so
 * the focus-visible ring names its style (solid) itself; without it keyboard users see no focus.
 */
export const inputClasses =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-ink shadow-xs placeholder:text-sand-400 ' +
  'transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-0 sm:text-sm';

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
  const { id, hintId, errorId, controlProps } = useFieldIds(hint, error);
  const t = useT();

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline justify-between text-sm font-medium text-ink">
        <span>{t(label)}</span>
        {optional && <span className="text-xs font-normal text-ink-muted">{t('Optional')}</span>}
        {/* The required attribute is what assistive technology announces; this is the visible mark. */}
        {inputProps.required && !optional && (
          <span aria-hidden="true" className="text-xs font-normal text-ink-muted">
            {t('Required')}
          </span>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          {...controlProps}
          className={clsx(inputClasses, trailing && 'pr-12', fieldStateClasses(error))}
          {...inputProps}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5 pointer-coarse:pr-0.5">
            {trailing}
          </div>
        )}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

import { clsx } from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, fieldStateClasses, useFieldIds } from './field-parts.tsx';
import { inputClasses } from './text-field.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with the same label, hint and error wiring as <TextField>. */
export function SelectField({
  label,
  error,
  hint,
  className,
  ref,
  children,
  ...selectProps
}: SelectFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        {...controlProps}
        // A native select draws a pixel shorter than the text inputs: 44 px for a finger (docs/product.md#9).
        className={clsx(inputClasses, 'min-h-11', fieldStateClasses(error))}
        {...selectProps}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

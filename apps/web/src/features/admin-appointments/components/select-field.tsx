import { clsx } from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, fieldStateClasses, useFieldIds } from '../../../components/ui/field-parts.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select styled like the text fields. */
export function SelectField({ label, error, className, children, ref, ...selectProps }: SelectFieldProps) {
  const { id, errorId, controlProps } = useFieldIds(undefined, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        {...controlProps}
        className={clsx(inputClasses, fieldStateClasses(error))}
        {...selectProps}
      >
        {children}
      </select>
      <FieldMessages hint={undefined} error={error} errorId={errorId} />
    </div>
  );
}

import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, ref, ...inputProps }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="size-4 rounded border-sand-400 accent-plum-800"
        {...inputProps}
      />
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );
}

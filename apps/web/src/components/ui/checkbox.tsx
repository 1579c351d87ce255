import type { InputHTMLAttributes, Ref } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, ref, ...inputProps }: CheckboxProps) {
  return (
    // The label holds the box, so the whole row is the target to tap: at least 44 px tall,
    // not the 16 px box alone, however short or long the text is in its language.
    <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-ink">
      <input
        ref={ref}
        type="checkbox"
        className="size-4 shrink-0 rounded border-sand-400 accent-plum-800"
        {...inputProps}
      />
      {label}
    </label>
  );
}

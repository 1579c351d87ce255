import { clsx } from 'clsx';
import { FieldMessages, fieldStateClasses, useFieldIds } from './field-parts.tsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { inputClasses } from './text-field.tsx';
import { useT } from '../../lib/use-language.tsx';

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
  const { id, hintId, errorId, controlProps } = useFieldIds(hint, error);
  const t = useT();

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {optional && !aside && <span className="text-xs text-ink-muted">{t('Optional')}</span>}
        {aside}
      </div>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        {...controlProps}
        className={clsx(inputClasses, 'resize-y leading-relaxed', fieldStateClasses(error))}
        {...textareaProps}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

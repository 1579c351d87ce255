import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-language.tsx';

/** The border colours of a field, by whether it holds an error. */
export const fieldStateClasses = (error: string | undefined) =>
  error
    ? 'border-red-400 focus-visible:outline-red-500'
    : 'border-sand-300 hover:border-sand-400 focus-visible:outline-plum-600';

/** Ids that tie a control to its hint and error, so screen readers read them with it. */
export function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The hint under a field (hidden while there is an error), then the error itself. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId?: string | undefined;
  error?: string | undefined;
  errorId?: string | undefined;
}) {
  const t = useT();
  return (
    <>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {typeof hint === 'string' ? t(hint) : hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </>
  );
}

import { X } from 'lucide-react';
import { useEffect, useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { useT } from '../../lib/use-language.tsx';

interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Escape and the close button ask; the owner decides whether the dialog really closes. */
  onRequestClose: () => void;
  children: ReactNode;
}

/** A modal dialog: labelled, focus kept inside while open, focus restored and scroll unlocked after. */
export function Dialog({ open, title, description, onRequestClose, children }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useFocusTrap<HTMLDivElement>(open);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onRequestClose();
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 bg-plum-950/50 backdrop-blur-[2px]" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl sm:max-w-md sm:rounded-3xl sm:p-8"
      >
        <button
          type="button"
          onClick={onRequestClose}
          aria-label={t('Close')}
          className="absolute top-4 right-4 grid size-9 place-items-center pointer-coarse:top-2 pointer-coarse:right-2 pointer-coarse:size-11 rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-8 text-2xl text-plum-950">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-ink-muted">
            {description}
          </div>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

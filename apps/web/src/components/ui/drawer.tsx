import { X } from 'lucide-react';
import { useEffect, useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { useT } from '../../lib/use-language.tsx';

interface DrawerProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal panel from the right edge (full width on a phone): for details beside a list.
 * Labelled, focus kept inside while open and restored after, closed by Escape, the close
 * button or a press on the shaded page.
 */
export function Drawer({ open, title, description, onClose, children }: DrawerProps) {
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
    onClose();
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-plum-950/40" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className="relative flex h-full w-full flex-col overflow-y-auto bg-white p-6 shadow-2xl sm:max-w-lg"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={t('Close')}
          className="absolute top-4 right-4 grid size-9 place-items-center pointer-coarse:top-2 pointer-coarse:right-2 pointer-coarse:size-11 rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl text-plum-950">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-1 text-sm text-ink-muted">
            {description}
          </div>
        )}
        <div className="mt-6 flex-1">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

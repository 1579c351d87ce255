import { useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ConfirmRequest {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
}

interface PendingConfirm {
  request: ConfirmRequest;
  settle: (isConfirmed: boolean) => void;
}

export type AskConfirm = (request: ConfirmRequest) => Promise<boolean>;

/**
 * The app's own "are you sure?" for code that needs an answer before going on: `ask` resolves to
 * true on confirm and false on Cancel, Escape or the close button. The caller renders `dialog`
 * somewhere on its page.
 */
export function useConfirm(): [dialog: ReactNode, ask: AskConfirm] {
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  const ask: AskConfirm = (request) =>
    new Promise<boolean>((resolve) => {
      setPending((previous) => {
        previous?.settle(false);
        return { request, settle: resolve };
      });
    });

  function answer(isConfirmed: boolean) {
    pending?.settle(isConfirmed);
    setPending(null);
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.request.title ?? ''}
      description={pending?.request.description}
      confirmLabel={pending?.request.confirmLabel ?? ''}
      cancelLabel={pending?.request.cancelLabel}
      onConfirm={() => answer(true)}
      onClose={() => answer(false)}
    />
  );
  return [dialog, ask];
}

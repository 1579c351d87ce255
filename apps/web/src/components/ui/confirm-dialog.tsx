import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone, in the app's own modal rather than window.confirm. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onRequestClose={() => !isPending && onClose()}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isPending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          isLoading={isPending}
          className="bg-red-700 hover:bg-red-800 active:bg-red-900"
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

import { authMessages } from '@salon/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useEmailVerification } from '../hooks/use-email-verification.ts';
import { VerificationCodeForm } from './verification-code-form.tsx';

interface VerificationModalProps {
  userId: string;
  email: string;
  onClose: () => void;
}

/**
 * docs/product.md#4.1: opens after registration, which has just sent a code, so the resend
 * countdown is already running; cancelling mid-request asks first.
 */
export function VerificationModal({ userId, email, onClose }: VerificationModalProps) {
  const verification = useEmailVerification({ userId, email, codeJustSent: true });

  function requestClose() {
    if (verification.isPending && !window.confirm(authMessages.cancelVerificationConfirm)) return;
    onClose();
  }

  return (
    <Dialog
      open
      title="Verify your email"
      description={
        <>
          We sent a 6-digit code to <strong className="font-medium text-ink">{email}</strong>. Enter it below
          to activate your account.
        </>
      }
      onRequestClose={requestClose}
    >
      <VerificationCodeForm verification={verification} onCancel={requestClose} />
    </Dialog>
  );
}

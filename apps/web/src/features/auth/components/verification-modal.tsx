import { authMessages } from '@salon/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { TextWithElement, elementSlot } from '../../../lib/text-with-element.tsx';
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
  const t = useT();
  const verification = useEmailVerification({ userId, email, codeJustSent: true });

  function requestClose() {
    if (verification.isPending && !window.confirm(t(authMessages.cancelVerificationConfirm))) return;
    onClose();
  }

  return (
    <Dialog
      open
      title={t('Verify your email')}
      description={
        <TextWithElement
          text={t(
            'We sent a 6-digit code to {email}. Enter it below to activate your account.',
            elementSlot('email'),
          )}
          name="email"
        >
          <strong className="font-medium text-ink">{email}</strong>
        </TextWithElement>
      }
      onRequestClose={requestClose}
    >
      <VerificationCodeForm verification={verification} onCancel={requestClose} />
    </Dialog>
  );
}

import { authMessages, successMessages } from '@salon/contracts';
import { RESEND_COOLDOWN_SECONDS } from '@salon/domain';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { describeError, hasErrorCode } from '../../../lib/api-error.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useResendOtp } from '../api/resend-otp.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

export interface EmailVerification {
  email: string;
  submitCode: (otp: string) => void;
  resendCode: () => void;
  isVerifying: boolean;
  isResending: boolean;
  /** Either request is running: closing now would lose its answer. */
  isPending: boolean;
  resendSecondsLeft: number;
  error: string | null;
  /** Forgets the last answer's error: a new attempt starts clean, whatever it runs into. */
  clearError: () => void;
}

/** The code form's behaviour, shared by the registration modal and the /verify-email page. */
export function useEmailVerification({
  userId,
  email,
  codeJustSent = false,
}: {
  userId: string;
  email: string;
  /** A code went out a moment ago (registration), so the server refuses another for 60 s. */
  codeJustSent?: boolean;
}): EmailVerification {
  const verify = useVerifyEmail();
  const resend = useResendOtp();
  const cooldown = useCountdown(codeJustSent ? RESEND_COOLDOWN_SECONDS : 0);
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  function submitCode(otp: string) {
    setError(null);
    verify.mutate(
      { userId, otp },
      {
        onSuccess: (signedIn) => completeSignIn(signedIn, successMessages.emailVerified, '/'),
        onError: (cause) => {
          // docs/product.md#8: the form has its own error area, so the message shows there only.
          setError(describeError(cause, authMessages.verificationFailed));
        },
      },
    );
  }

  function resendCode() {
    setError(null);
    resend.mutate(
      { email },
      {
        onSuccess: (answer) => {
          toast.success(t(answer.message));
          cooldown.start(RESEND_COOLDOWN_SECONDS);
        },
        onError: (cause) => {
          setError(describeError(cause, authMessages.resendFailed));
          // Rate limited: Retry-After says exactly how long the server still refuses; count down from that.
          if (hasErrorCode(cause, 'RATE_LIMITED')) {
            cooldown.start(cause.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
          }
        },
      },
    );
  }

  return {
    email,
    submitCode,
    resendCode,
    isVerifying: verify.isPending,
    isResending: resend.isPending,
    isPending: verify.isPending || resend.isPending,
    resendSecondsLeft: cooldown.secondsLeft,
    error,
    clearError: () => setError(null),
  };
}

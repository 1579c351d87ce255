import { useEmailVerification } from '../hooks/use-email-verification.ts';
import { VerificationCodeForm } from './verification-code-form.tsx';

/** The verification code form outside the registration modal. */
export function VerifyEmailPanel({ userId, email }: { userId: string; email: string }) {
  const verification = useEmailVerification({ userId, email });
  return <VerificationCodeForm verification={verification} />;
}

import { VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { useForm } from 'react-hook-form';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/use-language.tsx';
import type { EmailVerification } from '../hooks/use-email-verification.ts';
import { verificationCodeValidation } from '../validation/lazy-auth-resolvers.ts';

interface VerificationCodeFormProps {
  verification: EmailVerification;
  onCancel?: () => void;
}

export function VerificationCodeForm({ verification, onCancel }: VerificationCodeFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: verificationCodeValidation.resolver, defaultValues: { otp: '' } });
  const { onChange, ...otpField } = register('otp');
  const { resendSecondsLeft, isResending, isVerifying, isPending } = verification;

  const submitValid = handleSubmit(({ otp }) => verification.submitCode(otp));
  // A new try clears the last server answer before the form's own check, so a stale 'Invalid
  // verification code' never stands beside the new error.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    verification.clearError();
    return submitValid(event);
  };

  return (
    <form onSubmit={onSubmit} onFocus={verificationCodeValidation.preload} noValidate className="space-y-5">
      {verification.error && <Alert>{t(verification.error)}</Alert>}
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="000000"
        data-autofocus
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        error={errors.otp?.message}
        onChange={(event) => {
          // Digits only, however the code arrives (typed, pasted with spaces, autofilled).
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
          void onChange(event);
        }}
        {...otpField}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isVerifying}>
        {t('Verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <span className="text-ink-muted">{t("Didn't get the code?")}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={verification.resendCode}
          disabled={resendSecondsLeft > 0 || isPending}
          isLoading={isResending}
        >
          {resendSecondsLeft > 0
            ? t('Resend code in {seconds}s', { seconds: resendSecondsLeft })
            : t('Resend code')}
        </Button>
      </div>
      {onCancel && (
        <Button variant="outline" fullWidth onClick={onCancel}>
          {t('Cancel')}
        </Button>
      )}
    </form>
  );
}

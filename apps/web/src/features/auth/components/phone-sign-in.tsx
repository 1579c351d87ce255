import { phoneSignInMessages as m, successMessages, validationMessages } from '@salon/contracts';
import { toLocalSriLankaPhone, VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { describeError, hasErrorCode, isApiError } from '../../../lib/api-error.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useStartPhoneSignIn, useVerifyPhoneSignIn } from '../api/phone-sign-in.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

/** The server's wait between two codes for a number (docs/decisions/0029-sign-in-by-mobile.md). */
const RESEND_SECONDS = 60;

/** '0771234567' as people read it: 077 123 4567. */
const readable = (local: string) => `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;

/**
 * Signing up or in with a mobile number and a texted code: the number, then the code (and the
 * name, only when the number is new to the salon). One form for /login and /register, since the
 * server decides which it is (docs/decisions/0029-sign-in-by-mobile.md).
 */
export function PhoneSignIn() {
  const t = useT();
  const completeSignIn = useCompleteSignIn();
  const start = useStartPhoneSignIn();
  const verify = useVerifyPhoneSignIn();
  const cooldown = useCountdown(0);
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [needsName, setNeedsName] = useState(false);
  const [fieldError, setFieldError] = useState<{ phone?: string; code?: string; name?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const sendCode = (local: string) => {
    setFormError(null);
    start.mutate(
      { phone: local },
      {
        onSuccess: () => {
          setPhone(local);
          cooldown.start(RESEND_SECONDS);
        },
        onError: (error) => {
          setFormError(describeError(error, m.sendFailed));
          if (isApiError(error) && error.retryAfterSeconds && phone) cooldown.start(error.retryAfterSeconds);
        },
      },
    );
  };

  const onPhoneSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local = toLocalSriLankaPhone(typed);
    if (!local) {
      setFieldError({ phone: m.notMobile });
      return;
    }
    setFieldError({});
    sendCode(local);
  };

  const onCodeSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    const errors: typeof fieldError = {};
    if (code.length !== VERIFICATION_CODE_LENGTH) errors.code = validationMessages.verificationCode;
    if (needsName && !name.trim()) errors.name = m.nameRequired;
    setFieldError(errors);
    if (errors.code || errors.name) return;
    setFormError(null);
    verify.mutate(
      { phone, code, ...(needsName ? { name: name.trim() } : {}) },
      {
        onSuccess: (signedIn) =>
          completeSignIn(signedIn, signedIn.message ?? successMessages.login, '/dashboard'),
        onError: (error) => {
          if (hasErrorCode(error, 'NAME_REQUIRED')) {
            setNeedsName(true);
            return;
          }
          setFormError(describeError(error, m.codeInvalid));
        },
      },
    );
  };

  const chooseAnotherNumber = () => {
    setPhone(null);
    setCode('');
    setNeedsName(false);
    setFieldError({});
    setFormError(null);
  };

  if (!phone)
    return (
      <form onSubmit={onPhoneSubmit} noValidate className="space-y-5">
        {formError && <Alert>{t(formError)}</Alert>}
        <TextField
          label={m.phoneLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="077 123 4567"
          hint={t(m.phoneHint)}
          value={typed}
          error={fieldError.phone}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth isLoading={start.isPending}>
          {t(m.sendCode)}
        </Button>
      </form>
    );

  return (
    <form onSubmit={onCodeSubmit} noValidate className="space-y-5">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t(m.codeSent)} <span className="font-medium text-ink">{readable(phone)}</span>
      </p>
      {formError && <Alert>{t(formError)}</Alert>}
      <TextField
        label={m.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="000000"
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        value={code}
        error={fieldError.code}
        onChange={(event) =>
          setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
        }
      />
      {needsName && (
        <div className="space-y-3">
          <p className="text-sm text-ink" role="status">
            {t(m.nameIntro)}
          </p>
          <TextField
            label={m.nameLabel}
            autoComplete="name"
            value={name}
            error={fieldError.name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={verify.isPending}>
        {t(m.verify)}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button variant="ghost" size="sm" onClick={chooseAnotherNumber}>
          {t(m.changeNumber)}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => sendCode(phone)}
          disabled={cooldown.secondsLeft > 0 || start.isPending}
          isLoading={start.isPending}
        >
          {cooldown.secondsLeft > 0 ? t(m.resendIn, { seconds: cooldown.secondsLeft }) : t(m.resend)}
        </Button>
      </div>
    </form>
  );
}

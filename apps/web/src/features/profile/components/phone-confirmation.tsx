import { phoneConfirmationMessages as m, validationMessages } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { describeError, hasErrorCode } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useConfirmPhone, useSendPhoneCode } from '../api/phone-confirmation.ts';
import { waitText } from '../lib/wait-text.ts';

interface PhoneConfirmationProps {
  user: User;
  /** The phone field holds a number not saved yet: the code would go to the saved one. */
  phoneEdited: boolean;
  onUserChange: (user: User) => void;
}

const isCode = (code: string) => new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);

/**
 * The saved phone's state and, until it is confirmed, the texted code that confirms it
 * (docs/architecture.md#phone-confirmation): booking texts go only to a confirmed number. It
 * sits inside the profile form, so its buttons are plain buttons and Enter in the code field
 * confirms the code instead of saving the profile.
 */
export function PhoneConfirmation({ user, phoneEdited, onUserChange }: PhoneConfirmationProps) {
  const t = useT();
  const statusId = useId();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone(onUserChange);
  const cooldown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!user.phone) return null;
  const confirmed = user.phoneConfirmed === true;

  function sendCode() {
    setError(null);
    setNotice(null);
    send.mutate(undefined, {
      onSuccess: (message) => {
        setCodeSent(true);
        setNotice(message);
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (cause) => {
        setError(describeError(cause, m.sendFailed));
        // Retry-After says how long the server still refuses: the button counts it down.
        if (hasErrorCode(cause, 'RATE_LIMITED'))
          cooldown.start(cause.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      },
    });
  }

  function confirmCode() {
    setError(null);
    if (!isCode(code)) {
      setCodeError(validationMessages.verificationCode);
      return;
    }
    setCodeError(undefined);
    confirm.mutate(code, {
      onSuccess: ({ message }) => toast.success(t(message ?? m.phoneConfirmed)),
      onError: (cause) => {
        setNotice(null);
        setError(describeError(cause, m.codeInvalid));
      },
    });
  }

  const waiting = cooldown.secondsLeft > 0;
  return (
    <div
      role="group"
      aria-labelledby={statusId}
      className="space-y-3 rounded-xl border border-sand-200 bg-sand-50 p-4"
    >
      <p id={statusId} className="flex items-start gap-2 text-sm">
        {confirmed ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        ) : (
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        )}
        <span className={confirmed ? 'font-medium text-emerald-800' : 'text-ink'}>
          {t(confirmed ? m.confirmed : m.notConfirmed)}
        </span>
      </p>
      {!confirmed && phoneEdited && (
        <p className="text-sm text-ink-muted">{t('Save the new number first, then confirm it.')}</p>
      )}
      {!confirmed && !phoneEdited && (
        <>
          {error && <Alert>{t(error)}</Alert>}
          {notice && !error && <Alert tone="success">{t(notice)}</Alert>}
          <Button
            variant="outline"
            onClick={sendCode}
            disabled={waiting || confirm.isPending}
            isLoading={send.isPending}
            className="w-full sm:w-auto"
          >
            {waiting
              ? t('Send code again in {wait}', { wait: waitText(cooldown.secondsLeft, t) })
              : t(codeSent ? 'Send a new code' : 'Send code')}
          </Button>
          {codeSent && (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                label="Code from the text message"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={VERIFICATION_CODE_LENGTH}
                placeholder="000000"
                value={code}
                error={codeError}
                className="flex-1 [&_input]:h-11 [&_input]:font-mono [&_input]:tracking-[0.3em]"
                onChange={(event) =>
                  // Digits only, however the code arrives (typed, pasted with spaces, autofilled).
                  setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
                }
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  confirmCode();
                }}
              />
              <Button
                onClick={confirmCode}
                isLoading={confirm.isPending}
                disabled={send.isPending}
                className="w-full sm:mt-7 sm:w-auto"
              >
                {t('Confirm')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

import { phoneConfirmationMessages as m } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { RESEND_COOLDOWN_SECONDS } from '@salon/domain';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { describeError, hasErrorCode } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useConfirmPhone, useSendPhoneCode } from '../api/phone-confirmation.ts';
import { CodeEntry, SendCodeButton } from './code-entry.tsx';

interface PhoneConfirmationProps {
  user: User;
  /** The phone field holds a number not saved yet: the code would go to the saved one. */
  phoneEdited: boolean;
  onUserChange: (user: User) => void;
}

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

  function confirmCode(code: string) {
    setError(null);
    confirm.mutate(code, {
      onSuccess: ({ message }) => toast.success(t(message ?? m.phoneConfirmed)),
      onError: (cause) => {
        setNotice(null);
        setError(describeError(cause, m.codeInvalid));
      },
    });
  }

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
          <SendCodeButton
            onClick={sendCode}
            secondsLeft={cooldown.secondsLeft}
            codeSent={codeSent}
            isSending={send.isPending}
            disabled={confirm.isPending}
          />
          {codeSent && (
            <CodeEntry
              label="Code from the text message"
              onConfirm={confirmCode}
              isConfirming={confirm.isPending}
              disabled={send.isPending}
            />
          )}
        </>
      )}
    </div>
  );
}

import { emailAdditionMessages as m, emailSchema } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { RESEND_COOLDOWN_SECONDS } from '@salon/domain';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { describeError, hasErrorCode } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useConfirmEmail, useSendEmailCode } from '../api/email-addition.ts';
import { CodeEntry, SendCodeButton } from './code-entry.tsx';

interface EmailAdditionProps {
  onUserChange: (user: User) => void;
}

/**
 * An account made by mobile number adds an e-mail address (docs/decisions/0029-sign-in-by-mobile.md):
 * the address, a code mailed to it, the code typed back. It sits inside the profile form, so
 * Enter in its fields sends or confirms instead of saving the profile.
 */
export function EmailAddition({ onUserChange }: EmailAdditionProps) {
  const t = useT();
  const titleId = useId();
  const send = useSendEmailCode();
  const confirm = useConfirmEmail(onUserChange);
  const cooldown = useCountdown();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function sendCode() {
    setError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data);
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
      onSuccess: ({ message }) => toast.success(t(message ?? m.emailAdded)),
      onError: (cause) => setError(describeError(cause, m.codeInvalid)),
    });
  }

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-sand-200 bg-sand-50 p-4"
    >
      <div>
        <p id={titleId} className="text-sm font-medium text-ink">
          {t(m.title)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t(m.explain)}</p>
      </div>
      {error && <Alert>{t(error)}</Alert>}
      {sentTo && !error && <Alert tone="success">{t(m.codeSent, { email: sentTo })}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="E-mail address to add"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={emailError}
          className="flex-1"
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (cooldown.secondsLeft === 0) sendCode();
          }}
        />
        <div className="sm:mt-7">
          <SendCodeButton
            onClick={sendCode}
            secondsLeft={cooldown.secondsLeft}
            codeSent={sentTo !== null}
            isSending={send.isPending}
            disabled={confirm.isPending}
          />
        </div>
      </div>
      {sentTo && (
        <CodeEntry
          label="Code from the e-mail"
          onConfirm={confirmCode}
          isConfirming={confirm.isPending}
          disabled={send.isPending}
        />
      )}
    </div>
  );
}

import { validationMessages } from '@salon/contracts';
import { VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { waitText } from '../lib/wait-text.ts';

const isCode = (code: string) => new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);

interface CodeEntryProps {
  /** Where the code came from: "Code from the text message", "Code from the e-mail". */
  label: string;
  onConfirm: (code: string) => void;
  isConfirming: boolean;
  disabled: boolean;
}

/**
 * The field a sent code is typed into, and its Confirm button. It sits inside the profile form,
 * so Enter in the field confirms the code instead of saving the profile.
 */
export function CodeEntry({ label, onConfirm, isConfirming, disabled }: CodeEntryProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  function confirmCode() {
    if (!isCode(code)) {
      setCodeError(validationMessages.verificationCode);
      return;
    }
    setCodeError(undefined);
    onConfirm(code);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={label}
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
        isLoading={isConfirming}
        disabled={disabled}
        className="w-full sm:mt-7 sm:w-auto"
      >
        {t('Confirm')}
      </Button>
    </div>
  );
}

interface SendCodeButtonProps {
  onClick: () => void;
  /** Seconds the server still refuses another code (0: it may be sent). */
  secondsLeft: number;
  codeSent: boolean;
  isSending: boolean;
  disabled: boolean;
}

/** Sends a code; while the server refuses another, it counts the wait down instead of failing. */
export function SendCodeButton({ onClick, secondsLeft, codeSent, isSending, disabled }: SendCodeButtonProps) {
  const t = useT();
  return (
    <Button
      variant="outline"
      onClick={onClick}
      disabled={secondsLeft > 0 || disabled}
      isLoading={isSending}
      className="w-full sm:w-auto"
    >
      {secondsLeft > 0
        ? t('Send code again in {wait}', { wait: waitText(secondsLeft, t) })
        : t(codeSent ? 'Send a new code' : 'Send code')}
    </Button>
  );
}

import { smsMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { translate } from '../../mail/translate.ts';
import type { SmsMessage } from '../../sms/sms-sender.ts';

/** The English text as a template, the key of the mail catalogues (docs/architecture.md#languages). */
const PHONE_CODE_TEMPLATE = smsMessages.phoneCode('{code}');

/**
 * The text carrying a phone confirmation code, in the customer's language. The log summary
 * names what it is, never the code (docs/architecture.md#accounts).
 */
export function phoneCodeSms(toE164: string, code: string, language: Language): SmsMessage {
  return {
    to: toE164,
    text:
      language === 'en' ? smsMessages.phoneCode(code) : translate(language, PHONE_CODE_TEMPLATE, { code }),
    logSummary: 'phone confirmation code',
  };
}

const SIGN_IN_CODE_TEMPLATE = smsMessages.signInCode('{code}');

/** The text carrying a sign-in code (docs/decisions/0029-sign-in-by-mobile.md); the log never shows the code. */
export function signInCodeSms(toE164: string, code: string, language: Language): SmsMessage {
  return {
    to: toE164,
    text:
      language === 'en' ? smsMessages.signInCode(code) : translate(language, SIGN_IN_CODE_TEMPLATE, { code }),
    logSummary: 'sign-in code',
  };
}

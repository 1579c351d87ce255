import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export function verificationCodeMail(to: string, name: string, code: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    'Use this code to verify your e-mail address. It is valid for 10 minutes.',
  ];
  return {
    to,
    subject: `Your Salon verification code: ${code}`,
    text: `${lines.join('\n\n')}\n\n${code}\n\nIf you did not create an account, you can ignore this e-mail.\n`,
    html: renderMailHtml('Verify your e-mail', lines, { text: code }),
    logSummary: `verification code ${code}`,
  };
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    'Someone asked to reset the password of your Salon account. The link below works once, for 30 minutes.',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Salon password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: renderMailHtml('Reset your password', lines, { text: 'Choose a new password', href: link }),
    logSummary: `reset link ${link}`,
  };
}

/** Sent instead of an error when someone registers a taken address (docs/decisions/0008-account-enumeration.md). */
export function registrationAttemptMail(to: string, name: string, appUrl: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    'Someone tried to create a new Salon account with this e-mail address, which already has one.',
    'If it was you, sign in instead; if you forgot your password, reset it from the sign-in page.',
    'If it was not you, ignore this e-mail: nothing has changed.',
  ];
  return {
    to,
    subject: 'Someone tried to register with your e-mail address',
    text: `${lines.join('\n\n')}\n\n${appUrl}/login\n`,
    html: renderMailHtml('Someone tried to register', lines, { text: 'Sign in', href: `${appUrl}/login` }),
    logSummary: 'registration attempt on an existing account',
  };
}

import type { Language } from '@salon/contracts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { translator } from '../../mail/translate.ts';

/** In the language of the account's owner (docs/architecture.md#languages). */
export function verificationCodeMail(
  to: string,
  name: string,
  code: string,
  language: Language = 'en',
): MailMessage {
  const t = translator(language);
  const lines = [
    t('Hello {name},', { name }),
    t('Use this code to verify your e-mail address. It is valid for 10 minutes.'),
  ];
  return {
    to,
    // No code in the subject or the log summary: both end up in logs and lock-screen previews.
    subject: t('Your Salon verification code'),
    text: `${lines.join('\n\n')}\n\n${code}\n\n${t('If you did not create an account, you can ignore this e-mail.')}\n`,
    html: renderMailHtml(t('Verify your e-mail'), lines, { text: code }, language),
    logSummary: 'verification code',
  };
}

export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  language: Language = 'en',
): MailMessage {
  const t = translator(language);
  const lines = [
    t('Hello {name},', { name }),
    t(
      'Someone asked to reset the password of your Salon account. The link below works once, for 30 minutes.',
    ),
    t('If it was not you, ignore this e-mail: your password stays as it is.'),
  ];
  return {
    to,
    subject: t('Reset your Salon password'),
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: renderMailHtml(
      t('Reset your password'),
      lines,
      { text: t('Choose a new password'), href: link },
      language,
    ),
    // The link is the reset token: never in a log line.
    logSummary: 'password reset link',
  };
}

/** Sent instead of an error when someone registers a taken address (docs/decisions/0008-account-enumeration.md). */
export function registrationAttemptMail(
  to: string,
  name: string,
  appUrl: string,
  language: Language = 'en',
): MailMessage {
  const t = translator(language);
  const lines = [
    t('Hello {name},', { name }),
    t('Someone tried to create a new Salon account with this e-mail address, which already has one.'),
    t('If it was you, sign in instead; if you forgot your password, reset it from the sign-in page.'),
    t('If it was not you, ignore this e-mail: nothing has changed.'),
  ];
  return {
    to,
    subject: t('Someone tried to register with your e-mail address'),
    text: `${lines.join('\n\n')}\n\n${appUrl}/login\n`,
    html: renderMailHtml(
      t('Someone tried to register'),
      lines,
      { text: t('Sign in'), href: `${appUrl}/login` },
      language,
    ),
    logSummary: 'registration attempt on an existing account',
  };
}

/**
 * The owner gave a stylist a sign-in (docs/decisions/0039-staff-accounts.md): the link chooses
 * their first password. In English, the stylist's language is not known yet; the Sinhala and
 * Tamil are in the catalogues for a stylist who reads them.
 */
export function stylistSignInMail(
  to: string,
  name: string,
  link: string,
  validDays: number,
  language: Language = 'en',
): MailMessage {
  const t = translator(language);
  const lines = [
    t('Hello {name},', { name }),
    t('You can now sign in to Salon as a stylist, to see your visits and mark them arrived or completed.'),
    t('Choose your password with the link below. It works once, for {days} days.', { days: validDays }),
    t('Then sign in with this e-mail address on the sign-in page.'),
  ];
  return {
    to,
    subject: t('You can now sign in to Salon as a stylist'),
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: renderMailHtml(
      t('Welcome to the team'),
      lines,
      { text: t('Choose your password'), href: link },
      language,
    ),
    // The link is a set-password token: never in a log line.
    logSummary: 'stylist sign-in link',
  };
}

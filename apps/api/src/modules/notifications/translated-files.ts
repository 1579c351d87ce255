/**
 * The files that write what a customer reads in a mail or an SMS, relative to apps/api/src: every
 * English text they translate must be in the Sinhala and Tamil catalogues (mail/translate.test.ts
 * reads this list). A new builder of a customer's mail or text lives in this module and is named here.
 */
export const TRANSLATED_MESSAGE_FILES = [
  'mail/layout.ts',
  'modules/notifications/account-mails.ts',
  'modules/notifications/booking-confirmation.ts',
  'modules/notifications/appointment-mail-parts.ts',
  'modules/notifications/notification-mails.ts',
  'modules/notifications/refused-hold-messages.ts',
  'modules/notifications/duplicate-payment-messages.ts',
  'modules/notifications/reminder-mail.ts',
  'modules/notifications/appointment-sms.ts',
  'modules/notifications/stylist-changed-messages.ts',
  'modules/notifications/waitlist-offer-messages.ts',
] as const;

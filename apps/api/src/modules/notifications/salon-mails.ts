import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/**
 * One mail to each of the salon's recipients, each under its own message key
 * (`<key>:salon:<address>`, docs/decisions/0021-durable-messages.md), so a recipient added
 * later is owed its own copy and a repeat for one already sent is a no-op.
 */
export const salonMails = (key: string, recipients: string[], mail: (to: string) => MailMessage) =>
  recipients.map((to): OutgoingMessage => ({
    key: `${key}:salon:${to}`,
    channel: 'mail',
    message: mail(to),
  }));

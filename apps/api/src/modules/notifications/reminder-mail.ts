import type { Language } from '@salon/contracts';
import type { AppointmentRow } from '../../db/schema/index.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { translator } from '../../mail/translate.ts';
import {
  appointmentIcsAttachment,
  branchLines,
  describeServices,
  describeWhen,
  stylistLines,
} from './appointment-mail-parts.ts';
import type { BranchPlace, StylistName } from './appointment-mail-parts.ts';
import type { AppointmentForMail } from './notifications.repository.ts';
import { appointmentSms } from './appointment-sms.ts';
import { phoneWeMayText } from './textable-phone.ts';

/** The day-before reminder, with the calendar file again, in the customer's language. */
export function reminderMail(
  appointment: AppointmentRow,
  customer: { name: string; email: string | null; language?: Language },
  endsAt: Date,
  now: Date,
  appUrl: string,
  stylistName: StylistName = null,
  /** Where it is (docs/decisions/0045-branches.md). */
  branch?: BranchPlace,
): MailMessage {
  const language = customer.language ?? 'en';
  const t = translator(language);
  const when = describeWhen(appointment, language);
  const lines = [
    t('Hello {name},', { name: customer.name }),
    t('A reminder: your appointment {reference} is on {when} (Colombo time).', {
      reference: appointment.reference,
      when,
    }),
    t('Services: {services}.', { services: describeServices(appointment, language) }),
    ...stylistLines(stylistName, language),
    ...branchLines(branch, language),
    t(
      'The services are paid at the salon. If you cannot come, please cancel so someone else can have the time.',
    ),
  ];
  const link = { text: t('See your appointments'), href: `${appUrl}/profile/appointments` };
  return {
    to: customer.email,
    subject: t('Reminder: your Salon appointment on {when}', { when }),
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml(t('See you soon'), lines, link, language),
    attachments: [appointmentIcsAttachment(appointment, endsAt, now, language, stylistName, branch)],
    logSummary: `reminder ${appointment.reference}`,
  };
}

/** The reminder's mail and SMS, each under its own key, for the outbox in the claim's transaction. */
export function reminderMessages(reminder: AppointmentForMail, now: Date, appUrl: string): OutgoingMessage[] {
  const { appointment, customer, stylistName } = reminder;
  const key = `reminder:${appointment.id}`;
  const messages: OutgoingMessage[] = [
    {
      key: `${key}:customer-mail`,
      channel: 'mail',
      message: reminderMail(
        appointment,
        customer,
        reminder.endsAt,
        now,
        appUrl,
        stylistName,
        reminder.branch,
      ),
    },
  ];
  const sms = appointmentSms(
    'reminder',
    { ...appointment, stylistName, branchName: reminder.branch.named ? reminder.branch.name : null },
    phoneWeMayText(customer),
    appUrl,
    customer.language,
  );
  if (sms) messages.push({ key: `${key}:customer-sms`, channel: 'sms', message: sms });
  return messages;
}

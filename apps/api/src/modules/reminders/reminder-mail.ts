import type { AppointmentRow } from '../../db/schema/index.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  appointmentIcsAttachment,
  describeServices,
  describeWhen,
} from '../notifications/appointment-mail-parts.ts';

/** The day-before reminder, with the calendar file again. */
export function reminderMail(
  appointment: AppointmentRow,
  customer: { name: string; email: string },
  endsAt: Date,
  now: Date,
  appUrl: string,
): MailMessage {
  const when = describeWhen(appointment);
  const lines = [
    `Hello ${customer.name},`,
    `A reminder: your appointment ${appointment.reference} is on ${when} (Colombo time).`,
    `Services: ${describeServices(appointment)}.`,
    'The services are paid at the salon. If you cannot come, please cancel so someone else can have the time.',
  ];
  const link = { text: 'See your appointments', href: `${appUrl}/profile/appointments` };
  return {
    to: customer.email,
    subject: `Reminder: your Salon appointment on ${when}`,
    text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
    html: renderMailHtml('See you soon', lines, link),
    attachments: [appointmentIcsAttachment(appointment, endsAt, now)],
    logSummary: `reminder ${appointment.reference}`,
  };
}

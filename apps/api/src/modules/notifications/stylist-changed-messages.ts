import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import { translator } from '../../mail/translate.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import { describeServices, describeWhen } from './appointment-mail-parts.ts';
import type { AppointmentForMail } from './notifications.repository.ts';
import { phoneWeMayText } from './textable-phone.ts';

/** Who did and who now does the appointment, as the owner's bulk move names them. */
export interface StylistChangeNames {
  fromName: string;
  toName: string;
}

/**
 * docs/architecture.md#team-admin: the owner moved the customer's booking to a colleague; the
 * time, services and price stay. A mail when they have an address, and a text when their phone
 * can take one, each in their language, each under its own key so a notice worked twice sends once.
 */
export function stylistChangedMessages(
  key: string,
  booking: AppointmentForMail,
  names: StylistChangeNames,
  appUrl: string,
): OutgoingMessage[] {
  const { appointment, customer } = booking;
  const { language } = customer;
  const t = translator(language);
  const when = describeWhen(appointment, language);
  const facts = { reference: appointment.reference, when, from: names.fromName, to: names.toName };
  const messages: OutgoingMessage[] = [];
  const link = { text: t('See your appointments'), href: `${appUrl}/profile/appointments` };
  if (customer.email) {
    const subject = t('Your stylist has changed: {when}', facts);
    const lines = [
      t('Hello {name},', { name: customer.name }),
      t(
        'Your appointment {reference} on {when} (Colombo time) is now with {to} instead of {from}. The time, the services and the price stay as you booked them.',
        facts,
      ),
      t('Services: {services}.', { services: describeServices(appointment, language) }),
    ];
    messages.push({
      key: `${key}:customer-mail`,
      channel: 'mail',
      message: {
        to: customer.email,
        subject,
        text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
        html: renderMailHtml(t('Your stylist has changed'), lines, link, language),
        logSummary: `stylist changed ${appointment.reference}`,
      },
    });
  }
  const to = toSriLankaMobileE164(phoneWeMayText(customer));
  if (to)
    messages.push({
      key: `${key}:customer-sms`,
      channel: 'sms',
      message: {
        to,
        text: t(
          'Salon: your booking {reference} on {when} is now with {to} instead of {from}. Details: {link}',
          {
            ...facts,
            link: link.href,
          },
        ),
        logSummary: `stylist changed ${appointment.reference}`,
      },
    });
  return messages;
}

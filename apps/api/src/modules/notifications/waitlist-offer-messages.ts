import type { Language } from '@salon/contracts';
import type { SlotReservationRow } from '../../db/schema/index.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import { formatMailLkr, formatMailTime, formatSmsDate, translator } from '../../mail/translate.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import { branchLines, describeServices, describeWhen } from './appointment-mail-parts.ts';
import type { BranchPlace } from './appointment-mail-parts.ts';
import { phoneWeMayText } from './textable-phone.ts';

export interface WaitlistOffer {
  reservation: Pick<SlotReservationRow, 'id' | 'date' | 'services' | 'bookingFeeLkr' | 'holdExpiresAt'>;
  startTime: string;
  endTime: string;
  /** The branch the time is held at (docs/decisions/0045-branches.md); named with two or more. */
  branch?: BranchPlace | undefined;
  /** The single-use link's token; only its hash is stored, so the messages are made with the offer. */
  token: string;
  customer: {
    name: string;
    email: string | null;
    phone: string | null;
    phoneConfirmedAt: Date | null;
    language: Language;
  };
}

/** Where the link leads: the claim page, which opens the checkout with the held time. */
export const offerClaimPath = (token: string) => `/waitlist/offers/${token}`;

/**
 * docs/decisions/0042-waitlist.md: time freed for a waiting customer, held for them; a mail when
 * they have an address and a text when their phone takes one, in their language, each keyed by
 * the offer's hold so a retried transaction sends once.
 */
export function waitlistOfferMessages(
  offer: WaitlistOffer,
  appUrl: string,
  offerMinutes: number,
): OutgoingMessage[] {
  const { customer, reservation } = offer;
  const { language } = customer;
  const t = translator(language);
  const key = `waitlist-offer:${reservation.id}`;
  const href = `${appUrl}${offerClaimPath(offer.token)}`;
  const facts = {
    when: describeWhen(
      { date: reservation.date, startTime: offer.startTime, endTime: offer.endTime },
      language,
    ),
    minutes: offerMinutes,
    fee: formatMailLkr(reservation.bookingFeeLkr, language),
  };
  const messages: OutgoingMessage[] = [];
  if (customer.email) {
    const lines = [
      t('Hello {name},', { name: customer.name }),
      t(
        'A time you were waiting for is free: {when} (Colombo time). We are holding it for you for {minutes} minutes.',
        facts,
      ),
      t('Services: {services}.', { services: describeServices(reservation, language) }),
      ...branchLines(offer.branch, language),
      t(
        'To book it, pay the {fee} booking fee before the hold ends. After that the time goes to the next person waiting.',
        facts,
      ),
    ];
    const link = { text: t('Book this time'), href };
    messages.push({
      key: `${key}:customer-mail`,
      channel: 'mail',
      message: {
        to: customer.email,
        subject: t('A time is free for you: {when}', facts),
        text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
        html: renderMailHtml(t('A time is free for you'), lines, link, language),
        logSummary: `waitlist offer ${reservation.id}`,
      },
    });
  }
  const to = toSriLankaMobileE164(phoneWeMayText(customer));
  const time = t('{date} at {time}', {
    date: formatSmsDate(reservation.date, language),
    time: formatMailTime(offer.startTime, language),
  });
  // The branch rides on the time, as in the booking texts (docs/decisions/0045-branches.md): the
  // customer must know where the held time is before they pay for it.
  const smsWhen = offer.branch?.named
    ? t('{when}, {branch} branch', { when: time, branch: offer.branch.name })
    : time;
  if (to)
    messages.push({
      key: `${key}:customer-sms`,
      channel: 'sms',
      message: {
        to,
        text: t('Salon: {when} is free for you, held {minutes} min. Book: {link}', {
          when: smsWhen,
          minutes: offerMinutes,
          link: href,
        }),
        logSummary: `waitlist offer ${reservation.id}`,
      },
    });
  return messages;
}

import { formatLkr } from '@salon/contracts';
import type { NeedsOwnerReason, SlotReservationRow } from '../../db/schema/index.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import { customerContact, oneLine } from '../../mail/one-line.ts';
import { describeServices, describeWhen } from './appointment-mail-parts.ts';
import { holdReference } from './refused-hold-messages.ts';
import type { HoldTimes } from './refused-hold-messages.ts';
import type { DuplicatePaid } from './duplicate-payment-messages.ts';

export interface HoldForOwner {
  reservation: Pick<SlotReservationRow, 'id' | 'date' | 'services' | 'bookingFeeLkr' | 'paymentIntentId'>;
  reason: NeedsOwnerReason;
  times: HoldTimes;
  customer: { name: string; email: string | null; phone: string | null };
}

/** What happened, and what only the owner can do about it, in the back office's words. */
const situation: Record<NeedsOwnerReason, (fee: string) => string[]> = {
  refund_refused: (fee) => [
    `The customer's ${fee} booking fee is owed back (the time could not be booked), but the payment provider kept refusing the refund for a day.`,
    'The system has stopped retrying it. Please refund the fee from the payment provider’s dashboard, or contact the customer.',
  ],
  payment_unsettled: (fee) => [
    `The customer's ${fee} payment for this hold was still pending at the payment provider (or the provider could not be asked) a day after the hold began; nothing was booked.`,
    'The system has stopped asking. Please check the payment in the payment provider’s dashboard: refund it if it went through, and contact the customer.',
  ],
};

/** To the salon: a hold the sweep could not settle is theirs now (docs/decisions/0024-every-hold-ends.md). */
export function holdNeedsOwnerMessages(
  hold: HoldForOwner,
  salonRecipients: string[],
  appUrl: string,
): OutgoingMessage[] {
  const { reservation, customer } = hold;
  const reference = holdReference(reservation.id);
  const when = describeWhen({ date: reservation.date, ...hold.times });
  const fee = formatLkr(reservation.bookingFeeLkr);
  const subject = `Needs you: payment ${reference} for ${when} is not settled`;
  const lines = [
    `${oneLine(customer.name)} held ${when} (Colombo time) and paid, or began to pay, the booking fee (reference ${reference}, payment ${reservation.paymentIntentId}).`,
    ...situation[hold.reason](fee),
    `Services: ${describeServices(reservation)}.`,
    `Customer: ${customerContact(customer)}.`,
  ];
  const link = { text: 'Open the back office', href: `${appUrl}/admin/dashboard` };
  return salonRecipients.map((to) => ({
    key: `needs-owner:${reservation.id}:${hold.reason}:salon:${to}`,
    channel: 'mail' as const,
    message: {
      to,
      subject,
      text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
      html: renderMailHtml('A payment needs you', lines, link),
      logSummary: subject,
    },
  }));
}

/** To the salon: a duplicate payment's refund PayHere kept refusing for a day is theirs now. */
export function duplicateNeedsOwnerMessages(
  paid: DuplicatePaid,
  salonRecipients: string[],
  appUrl: string,
): OutgoingMessage[] {
  const { customer } = paid;
  const when = describeWhen({ date: paid.reservation.date, ...paid.times });
  const subject = `Needs you: duplicate payment ${paid.paymentId} for ${paid.reference} is not refunded`;
  const lines = [
    `${oneLine(customer.name)} paid the ${formatLkr(paid.reservation.bookingFeeLkr)} booking fee for ${paid.reference} (${when}, Colombo time) twice through PayHere.`,
    `The second payment (${paid.paymentId}) is owed back, but PayHere kept refusing the refund for a day. The system has stopped retrying it. Please refund it from PayHere's dashboard, or contact the customer.`,
    `Customer: ${customerContact(customer)}.`,
  ];
  const link = { text: 'Open the back office', href: `${appUrl}/admin/dashboard` };
  return salonRecipients.map((to) => ({
    key: `needs-owner:duplicate:${paid.paymentId}:salon:${to}`,
    channel: 'mail' as const,
    message: {
      to,
      subject,
      text: `${lines.join('\n\n')}\n\n${link.text}: ${link.href}\n`,
      html: renderMailHtml('A refund needs you', lines, link),
      logSummary: subject,
    },
  }));
}

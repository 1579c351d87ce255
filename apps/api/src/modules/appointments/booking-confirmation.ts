import { moneyMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { splitPayment } from '@salon/domain';
import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { AppointmentRow, UserRow } from '../../db/schema/index.ts';
import { addJob } from '../../jobs/job-queue.ts';
import { queueMessages } from '../../jobs/message-outbox.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { buildIcsEvent } from '../../mail/ics.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { formatMailDate, formatMailLkr, translator } from '../../mail/translate.ts';
import { appointmentSms } from '../../sms/appointment-sms.ts';
import { phoneWeMayText } from '../../sms/textable-phone.ts';
import { customerLanguage } from '../users/customer-language.ts';
import { describeBookedServices } from './booked-service-titles.ts';

export const SALON_LOCATION = 'Salon, No. 42, Galle Road, Colombo 03';

const lkr = (amount: number, language: Language = 'en') =>
  formatMailLkr(amount, language, `LKR ${amount.toLocaleString('en-US')}`);

/** docs/product.md#2.10: what was paid now and what is left to pay at the salon, as the screens say it. */
export function paymentSplitLines(
  appointment: AppointmentRow,
  feeDeductedAtSalon: boolean,
  language: Language = 'en',
) {
  const t = translator(language);
  const { payNow, payAtSalon } = splitPayment(
    appointment.servicesTotalLkr,
    appointment.appointmentFeeLkr,
    feeDeductedAtSalon,
  );
  const fee = t(moneyMessages.bookingFeeOnly('{fee}'), { fee: lkr(appointment.appointmentFeeLkr, language) });
  return [
    `${t(moneyMessages.paidNow)}: ${lkr(payNow, language)} (${fee}).`,
    `${t(moneyMessages.payAtSalon)}: ${lkr(payAtSalon, language)}${feeDeductedAtSalon ? ` ${t(moneyMessages.feeDeducted)}` : ''}.`,
  ];
}

/** The confirmation mail, with the appointment as an .ics file for the customer's calendar. */
export function bookingConfirmationMail(
  appointment: AppointmentRow,
  user: UserRow,
  endsAt: Date,
  now: Date,
  feeDeductedAtSalon = false,
): MailMessage {
  const language = customerLanguage(user);
  const t = translator(language);
  const when = `${formatMailDate(appointment.date, language)}, ${appointment.startTime}–${appointment.endTime}`;
  const services = describeBookedServices(appointment.services, language);
  const lines = [
    t('Hello {name},', { name: user.name }),
    t('Your appointment {reference} is booked for {when} (Colombo time).', {
      reference: appointment.reference,
      when,
    }),
    t('Services: {services}.', { services }),
    ...paymentSplitLines(appointment, feeDeductedAtSalon, language),
    t('Cancel at least 24 hours ahead to have the booking fee refunded.'),
  ];
  const ics = buildIcsEvent({
    uid: `${appointment.id}@salon.lk`,
    start: appointment.startsAt,
    end: endsAt,
    summary: t('Salon appointment {reference}', { reference: appointment.reference }),
    description: t('Services: {services}', { services }),
    location: SALON_LOCATION,
    now,
  });
  return {
    to: user.email,
    subject: t('Your Salon appointment on {when}', { when }),
    text: `${lines.join('\n\n')}\n`,
    html: renderMailHtml(t('Your appointment is booked'), lines, undefined, language),
    attachments: [
      {
        filename: 'appointment.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
    logSummary: `appointment ${appointment.reference}`,
  };
}

export interface BookingNotifierDeps {
  db: Database;
  findAppointment: (id: string) => Promise<AppointmentRow | undefined>;
  findReservationEnd: (reservationId: string) => Promise<Date | undefined>;
  findUser: (id: string) => Promise<UserRow | undefined>;
  /** The salon's rule: whether the booking fee comes off the bill at the salon. */
  feeDeductedAtSalon: () => Promise<boolean>;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
  appUrl: string;
}

const CONFIRMATION_TASK = 'booking-confirmation';
const confirmationPayload = z.object({ appointmentId: z.uuid() });

/**
 * Queues the confirmation mail and SMS through the job queue
 * (docs/decisions/0021-durable-messages.md): a `booking-confirmation` job, in the caller's
 * transaction when it passes one, renders both and queues each under its own key, so neither
 * is lost to a restart or sent twice, and a failed SMS does not keep the mail from going.
 */
export function createBookingNotifier(deps: BookingNotifierDeps) {
  async function render(appointmentId: string): Promise<OutgoingMessage[]> {
    const appointment = await deps.findAppointment(appointmentId);
    if (!appointment) return [];
    const [user, endsAt, feeDeducted] = await Promise.all([
      deps.findUser(appointment.userId),
      deps.findReservationEnd(appointment.reservationId),
      deps.feeDeductedAtSalon(),
    ]);
    if (!user || !endsAt) return [];
    const key = `booked:${appointmentId}`;
    const sms = appointmentSms(
      'bookingConfirmed',
      appointment,
      phoneWeMayText(user),
      deps.appUrl,
      customerLanguage(user),
    );
    return [
      {
        key: `${key}:customer-mail`,
        channel: 'mail',
        message: bookingConfirmationMail(appointment, user, endsAt, deps.now(), feeDeducted),
      },
      ...(sms ? [{ key: `${key}:customer-sms`, channel: 'sms' as const, message: sms }] : []),
    ];
  }

  const tasks: TaskList = {
    [CONFIRMATION_TASK]: async (payload) => {
      const messages = await render(confirmationPayload.parse(payload).appointmentId);
      await deps.db.transaction((tx) => queueMessages(tx, messages));
    },
  };

  /** In the caller's transaction its promise is theirs to await; after a commit a failure is logged. */
  const confirm = (appointmentId: string, executor?: Executor): Promise<void> =>
    executor
      ? addJob(executor, CONFIRMATION_TASK, { appointmentId })
      : addJob(deps.db, CONFIRMATION_TASK, { appointmentId }).catch((error) =>
          deps.logError(error, 'booking confirmation could not be queued'),
        );
  return Object.assign(confirm, { tasks });
}

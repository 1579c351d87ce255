import { moneyMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { splitPayment } from '@salon/domain';
import type { AppointmentRow, UserRow } from '../../db/schema/index.ts';
import { buildIcsEvent } from '../../mail/ics.ts';
import { renderMailHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { formatMailDate, formatMailLkr, translator } from '../../mail/translate.ts';
import { sendAppointmentSmsInBackground } from '../../sms/appointment-sms.ts';
import type { BackgroundSmsDeps } from '../../sms/appointment-sms.ts';
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
  findAppointment: (id: string) => Promise<AppointmentRow | undefined>;
  findReservationEnd: (reservationId: string) => Promise<Date | undefined>;
  findUser: (id: string) => Promise<UserRow | undefined>;
  /** The salon's rule: whether the booking fee comes off the bill at the salon. */
  feeDeductedAtSalon: () => Promise<boolean>;
  send: (mail: MailMessage) => Promise<void>;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
  /** The confirmation SMS to the customer's phone, beside the mail. */
  sms: Omit<BackgroundSmsDeps, 'logError'>;
  appUrl: string;
}

/**
 * Sends the confirmation mail and SMS in the background: neither problem undoes a paid booking,
 * and a failed SMS does not keep the mail from going (or the other way round).
 */
export function createBookingNotifier(deps: BookingNotifierDeps) {
  return (appointmentId: string) => {
    void (async () => {
      const appointment = await deps.findAppointment(appointmentId);
      if (!appointment) return;
      const [user, endsAt, feeDeducted] = await Promise.all([
        deps.findUser(appointment.userId),
        deps.findReservationEnd(appointment.reservationId),
        deps.feeDeductedAtSalon(),
      ]);
      if (!user || !endsAt) return;
      void sendAppointmentSmsInBackground(
        { ...deps.sms, logError: deps.logError },
        'bookingConfirmed',
        appointment,
        user.phone,
        deps.appUrl,
        customerLanguage(user),
      );
      await deps.send(bookingConfirmationMail(appointment, user, endsAt, deps.now(), feeDeducted));
    })().catch((error) => deps.logError(error, 'booking confirmation mail failed'));
  };
}

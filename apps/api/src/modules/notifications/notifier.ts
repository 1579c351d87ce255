import type { AppointmentStatus } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { sendAppointmentSmsInBackground } from '../../sms/appointment-sms.ts';
import type { BackgroundSmsDeps } from '../../sms/appointment-sms.ts';
import {
  customerRescheduledMail,
  customerStatusMail,
  salonBookingNotice,
  salonCancellationNotice,
  salonRescheduleNotice,
} from './notification-mails.ts';
import type { PreviousTime } from './notification-mails.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export interface StatusChange {
  appointmentId: string;
  from: AppointmentStatus;
  to: AppointmentStatus;
  refunded: boolean | null;
  byAdmin: boolean;
}

export interface NotifierDeps {
  repository: NotificationsRepository;
  send: (mail: MailMessage) => Promise<void>;
  appUrl: string;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
  /** The customer's SMS beside their mail (docs/architecture.md#sms). */
  sms: Omit<BackgroundSmsDeps, 'logError'>;
}

/**
 * Mails (and the customer's SMS) about a change that is already committed. They go in the
 * background: the answer to the request never waits for SMTP or the SMS gateway, and a mail or
 * SMS that fails is logged, never undoing the change. Each recipient's mail is sent on its own,
 * so one bad address does not stop the others, and the SMS never waits for the mails.
 */
export function createNotifier({ repository, send, appUrl, now, logError, sms }: NotifierDeps) {
  const smsDeps = { ...sms, logError };
  const sendEach = (mails: MailMessage[], what: string) =>
    Promise.all(
      mails.map((mail) => send(mail).catch((error) => logError(error, `${what} mail to ${mail.to} failed`))),
    );

  const inBackground = (work: () => Promise<unknown>, what: string) => {
    void work().catch((error) => logError(error, `${what} mail failed`));
  };

  return {
    /** The salon hears of each new booking (the customer's confirmation is sent apart). */
    booked(appointmentId: string) {
      inBackground(async () => {
        const booking = await repository.findAppointmentForMail(appointmentId);
        if (!booking) return;
        const recipients = await repository.salonRecipients();
        await sendEach(
          recipients.map((to) => salonBookingNotice(to, booking, appUrl)),
          'new booking notice',
        );
      }, 'new booking notice');
    },

    /** The customer gets the new time with a new .ics; the salon hears of the move. */
    rescheduled(appointmentId: string, previous: PreviousTime) {
      inBackground(async () => {
        const booking = await repository.findAppointmentForMail(appointmentId);
        if (!booking) return;
        const texting = sendAppointmentSmsInBackground(
          smsDeps,
          'rescheduled',
          booking.appointment,
          booking.customer.phone,
          appUrl,
          booking.customer.language,
        );
        const mails = [customerRescheduledMail(booking, previous, appUrl, now())];
        for (const to of await repository.salonRecipients())
          mails.push(salonRescheduleNotice(to, booking, previous, appUrl));
        await Promise.all([texting, sendEach(mails, 'reschedule notice')]);
      }, 'reschedule notice');
    },

    statusChanged(change: StatusChange) {
      inBackground(async () => {
        const booking = await repository.findAppointmentForMail(change.appointmentId);
        if (!booking) return;
        const mails: MailMessage[] = [];
        const forCustomer = customerStatusMail(booking, change, appUrl);
        if (forCustomer) mails.push(forCustomer);
        let texting: Promise<void> | undefined;
        if (change.to === 'cancelled') {
          const refunded = change.refunded === true;
          texting = sendAppointmentSmsInBackground(
            smsDeps,
            {
              kind: 'cancelled',
              byAdmin: change.byAdmin,
              refunded,
              feeLkr: booking.appointment.appointmentFeeLkr,
            },
            booking.appointment,
            booking.customer.phone,
            appUrl,
            booking.customer.language,
          );
          for (const to of await repository.salonRecipients())
            mails.push(salonCancellationNotice(to, booking, { byAdmin: change.byAdmin, refunded }, appUrl));
        }
        await Promise.all([texting, sendEach(mails, `${change.to} notice`)]);
      }, `${change.to} notice`);
    },
  };
}

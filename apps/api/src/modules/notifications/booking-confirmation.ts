import { moneyMessages, salonMapsHref } from '@salon/contracts';
import type { Language, SalonProfile } from '@salon/contracts';
import { splitPayment } from '@salon/domain';
import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { AppointmentRow, UserRow } from '../../db/schema/index.ts';
import { addJob } from '../../jobs/job-queue.ts';
import { queueMessages } from '../../jobs/message-outbox.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { plainParagraph, renderMailHtml } from '../../mail/layout.ts';
import type { MailLink } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { formatMailDate, formatMailLkr, formatMailTimes, translator } from '../../mail/translate.ts';
import { appointmentSms } from './appointment-sms.ts';
import { phoneWeMayText } from './textable-phone.ts';
import { customerLanguage } from '../users/customer-language.ts';
import { describeBookedServices } from '../appointments/booked-service-titles.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { appointmentIcsAttachment, stylistLines } from './appointment-mail-parts.ts';
import type { BranchPlace, StylistName } from './appointment-mail-parts.ts';

const lkr = (amount: number, language: Language = 'en') => formatMailLkr(amount, language);

/** docs/product.md#2.10: what was paid now and what is left to pay at the salon, as the screens say it. */
export function paymentSplitLines(
  appointment: AppointmentRow,
  feeDeductedAtSalon: boolean,
  language: Language = 'en',
) {
  const t = translator(language);
  // A front-desk booking paid nothing online (docs/decisions/0040-front-desk.md): a fee paid at
  // the desk reads as paid; a waived one is nothing; one still due is paid at the salon.
  if (appointment.source === 'front-desk' && appointment.feeSettlement !== 'paid-at-desk') {
    const feeDue = appointment.feeSettlement === 'due-at-desk' && !feeDeductedAtSalon;
    const atSalon = appointment.servicesTotalLkr + (feeDue ? appointment.appointmentFeeLkr : 0);
    return [
      `${t(moneyMessages.paidNow)}: ${lkr(0, language)}.`,
      `${t(moneyMessages.payAtSalon)}: ${lkr(atSalon, language)}.`,
    ];
  }
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

/** What the confirmation mail says of the salon and where the customer manages the booking. */
export interface ConfirmationContext {
  salon: Pick<SalonProfile, 'address' | 'phone' | 'mapUrl'>;
  /** The public site's base URL, without a trailing slash. */
  appUrl: string;
  feeDeductedAtSalon?: boolean;
  /** The stylist the appointment is with; null for a salon with no team. */
  stylistName?: StylistName;
  /**
   * The branch it is at (docs/decisions/0045-branches.md): its address, phone and map stand for
   * the salon's; `named` (two or more branches) adds its name to the mail and the calendar event.
   */
  branch?: BranchPlace | undefined;
}

/**
 * The confirmation mail, with the appointment as an .ics file for the customer's calendar. It
 * says the status the customer's page shows (pending until the owner confirms, unless the salon
 * confirms paid bookings at once), where to manage or cancel it, and how to find and call the
 * salon (docs/product.md#2.10).
 */
export function bookingConfirmationMail(
  appointment: AppointmentRow,
  user: UserRow,
  endsAt: Date,
  now: Date,
  {
    salon: salonProfile,
    appUrl,
    feeDeductedAtSalon = false,
    stylistName = null,
    branch,
  }: ConfirmationContext,
): MailMessage {
  // The branch's own details where it has them (docs/decisions/0045-branches.md).
  const salon = branch
    ? {
        address: branch.address ?? salonProfile.address,
        phone: branch.phone ?? salonProfile.phone,
        mapUrl: branch.mapUrl ?? salonProfile.mapUrl,
      }
    : salonProfile;
  const language = customerLanguage(user);
  const t = translator(language);
  const times = formatMailTimes(appointment.startTime, appointment.endTime, language);
  const when = `${formatMailDate(appointment.date, language)}, ${times}`;
  const services = describeBookedServices(appointment.services, language);
  const facts = { reference: appointment.reference, when };
  const isPending = appointment.status === 'pending';
  const mapsHref = salonMapsHref(salon.mapUrl, salon.address);
  const manage: MailLink = {
    text: t('Manage or cancel your appointment'),
    href: `${appUrl}/profile/appointments`,
  };
  const paragraphs: (string | MailLink)[] = [
    t('Hello {name},', { name: user.name }),
    isPending
      ? t(
          'Your booking fee is paid and your appointment {reference} for {when} (Colombo time) is pending: the salon will confirm it, and we will e-mail you when it does.',
          facts,
        )
      : t('Your appointment {reference} is confirmed for {when} (Colombo time).', facts),
    t('Services: {services}.', { services }),
    ...stylistLines(stylistName, language),
    ...paymentSplitLines(appointment, feeDeductedAtSalon, language),
    t('Cancel at least 24 hours ahead to have the booking fee refunded.'),
    ...(branch?.named ? [t('Branch: {branch}.', { branch: branch.name })] : []),
    ...(salon.address ? [t('Salon address: {address}', { address: salon.address })] : []),
    ...(salon.phone ? [t('Salon phone: {phone}', { phone: salon.phone })] : []),
    ...(mapsHref ? [{ text: t('Find the salon on the map'), href: mapsHref }] : []),
  ];
  return {
    to: user.email,
    subject: isPending
      ? t('Your Salon appointment on {when} awaits confirmation', { when })
      : t('Your Salon appointment on {when} is confirmed', { when }),
    text: `${[...paragraphs, manage].map(plainParagraph).join('\n\n')}\n`,
    html: renderMailHtml(
      isPending ? t('Your appointment awaits confirmation') : t('Your appointment is confirmed'),
      paragraphs,
      manage,
      language,
    ),
    attachments: [
      appointmentIcsAttachment(
        appointment,
        endsAt,
        now,
        language,
        stylistName,
        branch && { ...branch, ...salon },
      ),
    ],
    logSummary: `appointment ${appointment.reference}`,
  };
}

export interface BookingConfirmationDeps {
  db: Database;
  repository: NotificationsRepository;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
  appUrl: string;
}

const CONFIRMATION_TASK = 'booking-confirmation';
const confirmationPayload = z.object({ appointmentId: z.uuid() });

/** The outbox key of an appointment's booking confirmation mail. */
export const bookingMailKey = (appointmentId: string) => `booked:${appointmentId}:customer-mail`;

/**
 * Queues the confirmation mail and SMS through the job queue
 * (docs/decisions/0021-durable-messages.md): a `booking-confirmation` job, in the caller's
 * transaction when it passes one, renders both and queues each under its own key, so neither
 * is lost to a restart or sent twice, and a failed SMS does not keep the mail from going.
 *
 * The mail says the status the appointment has when it is made. When the owner changed the
 * status before this job ran, the latest status notice tells the customer instead (the booking
 * mail through `mailInPlace` while the appointment is booked), so the customer gets one mail
 * in the status the appointment is in, never "confirmed" twice nor "pending" after "confirmed"
 * (docs/decisions/0031-one-booking-mail.md).
 */
export function createBookingConfirmations(deps: BookingConfirmationDeps) {
  const { repository } = deps;

  /** The confirmation mail of the appointment as it is now; undefined when it is gone. */
  async function renderMail(appointmentId: string, executor: Executor) {
    const booking = await repository.findBookingForConfirmation(appointmentId, executor);
    if (!booking) return undefined;
    // Through the lock's transaction only: a second connection, waited for while holding the
    // lock, could wait on requests that themselves wait for the lock.
    const rules = await repository.loadBookingRules(executor);
    const salon = await repository.loadSalonProfile(executor);
    const mail = bookingConfirmationMail(booking.appointment, booking.user, booking.endsAt, deps.now(), {
      salon,
      appUrl: deps.appUrl,
      feeDeductedAtSalon: rules.feeDeductedAtSalon,
      stylistName: booking.stylistName,
      branch: { ...booking.branch, named: (await repository.openBranchCount(executor)) > 1 },
    });
    return { booking, mail };
  }

  /** The job: under the appointment's lock, so a status notice worked at once waits for it. */
  async function queueConfirmation(appointmentId: string) {
    await deps.db.transaction(async (tx) => {
      await repository.lockAppointment(tx, appointmentId);
      const rendered = await renderMail(appointmentId, tx);
      if (!rendered) return;
      const { booking, mail } = rendered;
      const key = `booked:${appointmentId}`;
      const sms = appointmentSms(
        'bookingConfirmed',
        {
          ...booking.appointment,
          stylistName: booking.stylistName,
          branchName: (await repository.openBranchCount(tx)) > 1 ? booking.branch.name : null,
        },
        phoneWeMayText(booking.user),
        deps.appUrl,
        customerLanguage(booking.user),
      );
      // Only the booking's own line in the history: nobody changed the status yet. Otherwise
      // the latest change's notice makes the mail (and a notice already worked may have).
      const untouched = (await repository.statusVersion(tx, appointmentId)) <= 1;
      const messages: OutgoingMessage[] = [
        ...(untouched
          ? [{ key: bookingMailKey(appointmentId), channel: 'mail' as const, message: mail }]
          : []),
        ...(sms ? [{ key: `${key}:customer-sms`, channel: 'sms' as const, message: sms }] : []),
      ];
      await queueMessages(tx, messages);
    });
  }

  const tasks: TaskList = {
    [CONFIRMATION_TASK]: async (payload) => {
      await queueConfirmation(confirmationPayload.parse(payload).appointmentId);
    },
  };

  return {
    /** In the caller's transaction its promise is theirs to await; after a commit a failure is logged. */
    queue: (appointmentId: string, executor?: Executor): Promise<void> =>
      executor
        ? addJob(executor, CONFIRMATION_TASK, { appointmentId })
        : addJob(deps.db, CONFIRMATION_TASK, { appointmentId }).catch((error) =>
            deps.logError(error, 'booking confirmation could not be queued'),
          ),

    /**
     * For a status notice worked under the appointment's lock: the booking mail, in the status
     * the appointment is in now, when it was not queued yet; nothing when it was.
     */
    async mailInPlace(tx: Executor, appointmentId: string): Promise<OutgoingMessage[]> {
      if (await repository.isQueued(tx, bookingMailKey(appointmentId))) return [];
      const rendered = await renderMail(appointmentId, tx);
      return rendered
        ? [{ key: bookingMailKey(appointmentId), channel: 'mail', message: rendered.mail }]
        : [];
    },

    /** Whether the booking mail is queued yet; until it is, it speaks for the status changes. */
    isMailQueued: (tx: Executor, appointmentId: string) =>
      repository.isQueued(tx, bookingMailKey(appointmentId)),

    tasks,
  };
}

import { toTimeString } from '@salon/domain';
import { randomUUID } from 'node:crypto';
import type { TaskList } from 'graphile-worker';
import type { Database, Executor } from '../../db/client.ts';
import type { AppointmentStatus } from '../../db/schema/index.ts';
import { addJob } from '../../jobs/job-queue.ts';
import { salonClock } from '../../lib/salon-time.ts';
import { queueMessages } from '../../jobs/message-outbox.ts';
import type { OutgoingMessage } from '../../jobs/message-outbox.ts';
import { appointmentSms, branchMoveSms } from './appointment-sms.ts';
import { phoneWeMayText } from './textable-phone.ts';
import type { AppointmentSmsEvent } from './appointment-sms.ts';
import {
  customerRescheduledMail,
  customerStatusMail,
  salonBookingNotice,
  salonCancellationNotice,
  salonRescheduleNotice,
} from './notification-mails.ts';
import type { PreviousTime } from './notification-mails.ts';
import type { AppointmentForMail, NotificationsRepository } from './notifications.repository.ts';
import { duplicateNeedsOwnerMessages, holdNeedsOwnerMessages } from './hold-needs-owner-mail.ts';
import { duplicatePaymentMessages } from './duplicate-payment-messages.ts';
import { holdReference, refusedHoldMessages } from './refused-hold-messages.ts';
import type { HoldTimes } from './refused-hold-messages.ts';
import { salonMails } from './salon-mails.ts';
import { stylistChangedMessages } from './stylist-changed-messages.ts';
import type { StylistChangeNames } from './stylist-changed-messages.ts';
import { createBookingConfirmations } from './booking-confirmation.ts';
import { waitlistOfferMessages } from './waitlist-offer-messages.ts';
import type { WaitlistOffer } from './waitlist-offer-messages.ts';
import { NOTICE_TASK, noticePayload, statusSmsInsteadOfMail } from './notice-payload.ts';
import type { Notice } from './notice-payload.ts';

export interface StatusChange {
  appointmentId: string;
  from: AppointmentStatus;
  to: AppointmentStatus;
  refunded: boolean | null;
  byAdmin: boolean;
  /** The history's length with this change; keys its messages, so an undo and a redo mail again. */
  version: number;
  /** True when an owner's undo made the change. */
  undo: boolean;
}

export interface NotifierDeps {
  db: Database;
  repository: NotificationsRepository;
  appUrl: string;
  /** The salon's time zone: a hold's times are written in it. */
  timeZone: string;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}

/**
 * Mails (and the customer's SMS) about an appointment's change, through the job queue
 * (docs/decisions/0021-durable-messages.md). Each method queues one `appointment-notice` job,
 * in the caller's transaction when it passes one; the job renders the messages and queues each
 * under a key of its own (appointment, kind, version), so a notice worked twice sends nothing
 * twice, one bad address does not stop the others, and nothing waits on SMTP or the gateway.
 */
export function createNotifier({ db, repository, appUrl, timeZone, now, logError }: NotifierDeps) {
  const confirmations = createBookingConfirmations({ db, repository, appUrl, now, logError });

  /**
   * In the caller's transaction the promise is theirs to await, and a failure rolls their change
   * back with it; after a commit (no executor) a failure can only be logged.
   */
  const queueNotice = (notice: Notice, executor?: Executor): Promise<void> =>
    executor
      ? addJob(executor, NOTICE_TASK, notice)
      : addJob(db, NOTICE_TASK, notice).catch((error) =>
          logError(error, `${notice.kind} notice could not be queued`),
        );

  const customerSms = (key: string, booking: AppointmentForMail, event: AppointmentSmsEvent) => {
    const { customer, appointment, stylistName } = booking;
    const sms = appointmentSms(
      event,
      { ...appointment, stylistName, branchName: booking.branch.named ? booking.branch.name : null },
      phoneWeMayText(customer),
      appUrl,
      customer.language,
    );
    return sms ? [{ key, channel: 'sms' as const, message: sms }] : [];
  };

  const branchMovedSms = (key: string, booking: AppointmentForMail, from: string) => {
    const { customer, appointment, stylistName, branch } = booking;
    const sms = branchMoveSms(
      { from, to: branch },
      { ...appointment, stylistName },
      phoneWeMayText(customer),
      appUrl,
      customer.language,
    );
    return sms ? [{ key, channel: 'sms' as const, message: sms }] : [];
  };

  /** docs/decisions/0006-booking-fee-lifecycle.md: a paid hold that could not book; its fee is refunded. */
  async function renderRefusedHold(reservationId: string, times: HoldTimes): Promise<OutgoingMessage[]> {
    const found = await repository.findReservationForMail(reservationId);
    if (!found || found.reservation.status !== 'refunded') return [];
    const hold = {
      reservation: found.reservation,
      reason: found.reservation.refundReason ?? 'slot_gone',
      times,
      customer: found.customer,
    };
    return refusedHoldMessages(hold, await repository.salonRecipients(), appUrl);
  }

  const salonTime = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);

  /** docs/decisions/0024-every-hold-ends.md: the sweep gave up on a hold; the owner has it now. */
  async function renderHoldNeedsOwner(reservationId: string): Promise<OutgoingMessage[]> {
    const found = await repository.findReservationForMail(reservationId);
    const reason = found?.reservation.needsOwnerReason;
    if (!found || !reason) return [];
    const { reservation } = found;
    const times = { startTime: salonTime(reservation.startsAt), endTime: salonTime(reservation.endsAt) };
    return holdNeedsOwnerMessages(
      { reservation, reason, times, customer: found.customer },
      await repository.salonRecipients(),
      appUrl,
    );
  }

  /** A second payment of a paid order, as its messages describe it; undefined when the hold is gone. */
  async function duplicatePaid(orderId: string, paymentId: string) {
    const found = await repository.findPaidHoldForMail(orderId);
    if (!found) return undefined;
    const { reservation } = found;
    return {
      reservation,
      reference: found.appointmentReference ?? holdReference(reservation.id),
      paymentId,
      times: { startTime: salonTime(reservation.startsAt), endTime: salonTime(reservation.endsAt) },
      customer: found.customer,
    };
  }

  /** docs/decisions/0017-payhere.md: a second payment of a paid order, refunded. */
  async function renderDuplicatePayment(orderId: string, paymentId: string): Promise<OutgoingMessage[]> {
    const paid = await duplicatePaid(orderId, paymentId);
    return paid ? duplicatePaymentMessages(paid, await repository.salonRecipients(), appUrl) : [];
  }

  /** docs/decisions/0024-every-hold-ends.md: a duplicate payment's refund PayHere kept refusing. */
  async function renderDuplicateNeedsOwner(orderId: string, paymentId: string) {
    const paid = await duplicatePaid(orderId, paymentId);
    return paid ? duplicateNeedsOwnerMessages(paid, await repository.salonRecipients(), appUrl) : [];
  }

  /**
   * The customer's mail about a status change. Until the booking confirmation mail is queued the
   * customer has heard nothing, so they are told the appointment as it now is, once
   * (docs/decisions/0031-one-booking-mail.md): the latest change's notice queues the booking mail in
   * the present status when it is still booked, or its own mail (a cancellation, say) when not;
   * an earlier change's notice queues none, or "confirmed" could come twice or before "pending".
   */
  async function customerStatusMails(
    tx: Executor,
    change: Pick<StatusChange, 'appointmentId'> & { version?: number },
    booking: AppointmentForMail,
    own: OutgoingMessage | undefined,
  ): Promise<OutgoingMessage[]> {
    const { appointmentId } = change;
    if (await confirmations.isMailQueued(tx, appointmentId)) return own ? [own] : [];
    // A notice queued before versions existed stands for the latest change.
    const isLatest =
      change.version === undefined || change.version === (await repository.statusVersion(tx, appointmentId));
    if (!isLatest) return [];
    const { status } = booking.appointment;
    if (status === 'pending' || status === 'confirmed') return confirmations.mailInPlace(tx, appointmentId);
    return own ? [own] : [];
  }

  async function render(notice: Notice, tx: Executor = db): Promise<OutgoingMessage[]> {
    if (notice.kind === 'refusedHold') return renderRefusedHold(notice.reservationId, notice.times);
    if (notice.kind === 'holdNeedsOwner') return renderHoldNeedsOwner(notice.reservationId);
    if (notice.kind === 'duplicatePayment') return renderDuplicatePayment(notice.orderId, notice.paymentId);
    if (notice.kind === 'duplicateNeedsOwner')
      return renderDuplicateNeedsOwner(notice.orderId, notice.paymentId);
    const appointmentId = notice.kind === 'status' ? notice.change.appointmentId : notice.appointmentId;
    const booking = await repository.findAppointmentForMail(appointmentId, tx);
    if (!booking) return [];
    const salon = await repository.salonRecipients(tx);
    if (notice.kind === 'stylistChanged')
      return stylistChangedMessages(`stylist:${appointmentId}:${notice.moveId}`, booking, notice, appUrl);
    if (notice.kind === 'booked') {
      return salonMails(`booked:${appointmentId}`, salon, (to) => salonBookingNotice(to, booking, appUrl));
    }
    if (notice.kind === 'rescheduled') {
      const { previous } = notice;
      // Each move is its own version: the count, and the time it left, tell two moves apart.
      const version = `${booking.appointment.rescheduleCount}:${previous.date}T${previous.startTime}`;
      const key = `rescheduled:${appointmentId}:${version}`;
      // A move to another branch names the one it left (docs/decisions/0047-back-office-per-branch.md).
      const movedFrom =
        previous.branchId && previous.branchId !== booking.appointment.branchId
          ? await repository.findBranchName(previous.branchId, tx)
          : undefined;
      return [
        {
          key: `${key}:customer-mail`,
          channel: 'mail' as const,
          message: customerRescheduledMail(booking, previous, appUrl, now(), movedFrom),
        },
        ...(movedFrom === undefined
          ? customerSms(`${key}:customer-sms`, booking, 'rescheduled')
          : branchMovedSms(`${key}:customer-sms`, booking, movedFrom)),
        ...salonMails(key, salon, (to) => salonRescheduleNotice(to, booking, previous, appUrl, movedFrom)),
      ];
    }
    const { change } = notice;
    // An owner's undo lets an appointment enter a status again, so the history's length is in
    // the key (docs/decisions/0025-status-undo.md); a notice worked twice still sends once.
    const key =
      change.version === undefined
        ? `status:${appointmentId}:${change.to}`
        : `status:${appointmentId}:${change.to}:v${change.version}`;
    const forCustomer = customerStatusMail(booking, { ...change, undo: change.undo ?? false }, appUrl);
    const messages = await customerStatusMails(
      tx,
      change,
      booking,
      forCustomer ? { key: `${key}:customer-mail`, channel: 'mail', message: forCustomer } : undefined,
    );
    const insteadOfMail = statusSmsInsteadOfMail({ ...change, undo: change.undo ?? false });
    if (forCustomer && booking.customer.email === null && insteadOfMail)
      messages.push(...customerSms(`${key}:customer-sms`, booking, insteadOfMail));
    if (change.undo && change.from === 'cancelled')
      messages.push(...customerSms(`${key}:customer-sms`, booking, 'bookedAgain'));
    if (change.to === 'cancelled') {
      const refunded = change.refunded === true;
      messages.push(
        ...customerSms(`${key}:customer-sms`, booking, {
          kind: 'cancelled',
          byAdmin: change.byAdmin,
          refunded,
          feeLkr: booking.appointment.appointmentFeeLkr,
        }),
        ...salonMails(key, salon, (to) =>
          salonCancellationNotice(to, booking, { byAdmin: change.byAdmin, refunded }, appUrl),
        ),
      );
    }
    return messages;
  }

  const tasks: TaskList = {
    ...confirmations.tasks,
    [NOTICE_TASK]: async (payload) => {
      const notice = noticePayload.parse(payload);
      if (notice.kind === 'status') {
        // Under the appointment's lock, as its booking confirmation is decided.
        await db.transaction(async (tx) => {
          await repository.lockAppointment(tx, notice.change.appointmentId);
          await queueMessages(tx, await render(notice, tx));
        });
        return;
      }
      const messages = await render(notice);
      await db.transaction((tx) => queueMessages(tx, messages));
    },
  };

  return {
    /** The customer gets the booking confirmation (mail with .ics, and SMS); the salon hears of it. */
    async booked(appointmentId: string, executor?: Executor) {
      await confirmations.queue(appointmentId, executor);
      await queueNotice({ kind: 'booked', appointmentId }, executor);
    },

    /** The customer gets the new time with a new .ics; the salon hears of the move. */
    rescheduled(appointmentId: string, previous: PreviousTime, executor?: Executor) {
      return queueNotice({ kind: 'rescheduled', appointmentId, previous }, executor);
    },

    /** The customer hears their booking is now with another stylist; in the move's transaction. */
    stylistChanged(appointmentId: string, names: StylistChangeNames, executor: Executor) {
      return queueNotice({ kind: 'stylistChanged', appointmentId, moveId: randomUUID(), ...names }, executor);
    },

    /**
     * The customer and the salon hear that a paid hold could not be booked and its fee is
     * refunded; queue it in the transaction that records the refund as owed.
     */
    refusedHold(reservationId: string, times: HoldTimes, executor: Executor) {
      return queueNotice({ kind: 'refusedHold', reservationId, times }, executor);
    },

    /** The salon hears once that a hold the sweep could not settle is theirs; in the marking transaction. */
    holdNeedsOwner(reservationId: string, executor: Executor) {
      return queueNotice({ kind: 'holdNeedsOwner', reservationId }, executor);
    },

    /** The customer and the salon hear that a second payment is refunded; in the transaction that records it. */
    duplicatePayment(duplicate: { orderId: string; paymentId: string }, executor: Executor) {
      return queueNotice({ kind: 'duplicatePayment', ...duplicate }, executor);
    },

    /** The salon hears once that a duplicate payment's refund is theirs; in the marking transaction. */
    duplicateNeedsOwner(duplicate: { orderId: string; paymentId: string }, executor: Executor) {
      return queueNotice({ kind: 'duplicateNeedsOwner', ...duplicate }, executor);
    },

    /**
     * The waiting customer hears a time is held for them, with its single-use link; queued in the
     * offer's transaction, made there because only then is the link's token known
     * (docs/decisions/0042-waitlist.md).
     */
    waitlistOffered(offer: WaitlistOffer, offerMinutes: number, executor: Executor) {
      return queueMessages(executor, waitlistOfferMessages(offer, appUrl, offerMinutes));
    },

    statusChanged(change: StatusChange, executor?: Executor) {
      return queueNotice({ kind: 'status', change }, executor);
    },

    tasks,
  };
}

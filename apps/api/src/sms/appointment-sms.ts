import { smsMessages } from '@salon/contracts';
import { format } from 'date-fns';
import type { AppointmentRow } from '../db/schema/index.ts';
import { toSriLankaMobileE164 } from '../phone/sri-lanka-phone.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** A cancellation's SMS says who cancelled and what happens to the booking fee, as its mail does. */
export interface CancellationSms {
  kind: 'cancelled';
  byAdmin: boolean;
  refunded: boolean;
  feeLkr: number;
}

/** What the SMS is about: the booking, its reminder, its move to a new time, or its cancellation. */
export type AppointmentSmsEvent = 'bookingConfirmed' | 'reminder' | 'rescheduled' | CancellationSms;

type SmsAppointment = Pick<AppointmentRow, 'reference' | 'date' | 'startTime'>;

const eventName = (event: AppointmentSmsEvent) => (typeof event === 'string' ? event : event.kind);

function smsText(event: AppointmentSmsEvent, reference: string, when: string, manageUrl: string) {
  if (typeof event === 'string') return smsMessages[event](reference, when, manageUrl);
  const fee = `LKR ${event.feeLkr}`;
  return event.byAdmin
    ? smsMessages.cancelledBySalon(reference, when, fee, event.refunded)
    : smsMessages.cancelledByCustomer(reference, when, fee, event.refunded);
}

/** The appointment's SMS, or undefined when the customer's phone cannot receive one. */
export function appointmentSms(
  event: AppointmentSmsEvent,
  appointment: SmsAppointment,
  phone: string | null | undefined,
  appUrl: string,
): SmsMessage | undefined {
  const to = toSriLankaMobileE164(phone);
  if (!to) return undefined;
  const when = `${format(new Date(`${appointment.date}T00:00:00`), 'EEE d MMM yyyy')} at ${appointment.startTime}`;
  return {
    to,
    text: smsText(event, appointment.reference, when, `${appUrl}/profile/appointments`),
    logSummary: `${eventName(event)} ${appointment.reference}`,
  };
}

export interface BackgroundSmsDeps {
  sms: SmsSender;
  logDebug: (entry: Record<string, unknown>, message: string) => void;
  logError: (error: unknown, message: string) => void;
}

/**
 * Sends the appointment's SMS in the background: a customer without a usable phone gets none
 * (logged at debug), and a gateway failure is logged, never thrown to the caller.
 */
export function sendAppointmentSmsInBackground(
  deps: BackgroundSmsDeps,
  event: AppointmentSmsEvent,
  appointment: SmsAppointment,
  phone: string | null | undefined,
  appUrl: string,
): Promise<void> {
  const kind = eventName(event);
  const message = appointmentSms(event, appointment, phone, appUrl);
  if (!message) {
    deps.logDebug({ reference: appointment.reference, kind }, 'no sms: the customer has no mobile number');
    return Promise.resolve();
  }
  return deps.sms.send(message).catch((error: unknown) => {
    deps.logError(error, `${kind} sms failed`);
  });
}

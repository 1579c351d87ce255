import { smsMessages } from '@salon/contracts';
import { format } from 'date-fns';
import type { AppointmentRow } from '../db/schema/index.ts';
import { toSriLankaMobileE164 } from '../phone/sri-lanka-phone.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

type SmsKind = keyof typeof smsMessages;

/** The appointment's SMS, or undefined when the customer's phone cannot receive one. */
export function appointmentSms(
  kind: SmsKind,
  appointment: Pick<AppointmentRow, 'reference' | 'date' | 'startTime'>,
  phone: string | null | undefined,
  appUrl: string,
): SmsMessage | undefined {
  const to = toSriLankaMobileE164(phone);
  if (!to) return undefined;
  const when = `${format(new Date(`${appointment.date}T00:00:00`), 'EEE d MMM yyyy')} at ${appointment.startTime}`;
  return {
    to,
    text: smsMessages[kind](appointment.reference, when, `${appUrl}/profile/appointments`),
    logSummary: `${kind} ${appointment.reference}`,
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
  kind: SmsKind,
  appointment: Pick<AppointmentRow, 'reference' | 'date' | 'startTime'>,
  phone: string | null | undefined,
  appUrl: string,
): Promise<void> {
  const message = appointmentSms(kind, appointment, phone, appUrl);
  if (!message) {
    deps.logDebug({ reference: appointment.reference, kind }, 'no sms: the customer has no mobile number');
    return Promise.resolve();
  }
  return deps.sms.send(message).catch((error: unknown) => {
    deps.logError(error, `${kind} sms failed`);
  });
}

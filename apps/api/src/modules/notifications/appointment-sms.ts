import { smsMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import type { AppointmentRow } from '../../db/schema/index.ts';
import { formatMailLkr, formatMailTime, formatSmsDate, translate } from '../../mail/translate.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import type { SmsMessage, SmsSender } from '../../sms/sms-sender.ts';

/** A cancellation's SMS says who cancelled and what happens to the booking fee, as its mail does. */
export interface CancellationSms {
  kind: 'cancelled';
  byAdmin: boolean;
  refunded: boolean;
  feeLkr: number;
}

/** The salon's status changes a customer without an e-mail address hears of by text instead. */
export type StatusSmsEvent = 'confirmedBySalon' | 'visitCompleted' | 'markedMissed' | 'noLongerMissed';

/** What the SMS is about: the booking, its reminder, its move, its cancellation or another status. */
export type AppointmentSmsEvent =
  'bookingConfirmed' | 'reminder' | 'rescheduled' | 'bookedAgain' | StatusSmsEvent | CancellationSms;

type LinkedEvent = Exclude<AppointmentSmsEvent, CancellationSms | 'markedMissed' | 'noLongerMissed'>;
const isLinked = (event: string): event is LinkedEvent =>
  event !== 'markedMissed' && event !== 'noLongerMissed';

/** The appointment an SMS is about, and the stylist it is with (none for a salon with no team). */
type SmsAppointment = Pick<AppointmentRow, 'reference' | 'date' | 'startTime'> & {
  stylistName?: string | null;
  /** The branch's name when the salon has two or more (docs/decisions/0045-branches.md); else absent. */
  branchName?: string | null;
};

/** One SMS part of GSM characters: an English text longer than this is billed twice. */
const ONE_GSM_SMS = 160;

const eventName = (event: AppointmentSmsEvent) => (typeof event === 'string' ? event : event.kind);

/** The page the SMS links to: the reviews after a visit, the customer's appointments otherwise. */
const smsLink = (event: AppointmentSmsEvent, appUrl: string) =>
  event === 'visitCompleted' ? `${appUrl}/reviews` : `${appUrl}/profile/appointments`;

function smsText(event: AppointmentSmsEvent, reference: string, when: string, link: string) {
  if (typeof event === 'string')
    return isLinked(event) ? smsMessages[event](reference, when, link) : smsMessages[event](reference, when);
  const fee = formatMailLkr(event.feeLkr, 'en');
  return event.byAdmin
    ? smsMessages.cancelledBySalon(reference, when, fee, event.refunded)
    : smsMessages.cancelledByCustomer(reference, when, fee, event.refunded);
}

/**
 * The English texts of `smsMessages` as templates, the keys of the mail catalogues
 * (docs/architecture.md#languages). Built from `smsMessages` itself, so they cannot drift apart.
 */
const smsTemplates = {
  bookingConfirmed: smsMessages.bookingConfirmed('{reference}', '{when}', '{manageUrl}'),
  reminder: smsMessages.reminder('{reference}', '{when}', '{manageUrl}'),
  rescheduled: smsMessages.rescheduled('{reference}', '{when}', '{manageUrl}'),
  bookedAgain: smsMessages.bookedAgain('{reference}', '{when}', '{manageUrl}'),
  confirmedBySalon: smsMessages.confirmedBySalon('{reference}', '{when}', '{manageUrl}'),
  // Its link is the reviews page, in the same placeholder as the others' appointments page.
  visitCompleted: smsMessages.visitCompleted('{reference}', '{when}', '{manageUrl}'),
  markedMissed: smsMessages.markedMissed('{reference}', '{when}'),
  noLongerMissed: smsMessages.noLongerMissed('{reference}', '{when}'),
  cancelledBySalon: smsMessages.cancelledBySalon('{reference}', '{when}', '{fee}', false),
  cancelledBySalonRefunded: smsMessages.cancelledBySalon('{reference}', '{when}', '{fee}', true),
  cancelledByCustomer: smsMessages.cancelledByCustomer('{reference}', '{when}', '{fee}', false),
  cancelledByCustomerRefunded: smsMessages.cancelledByCustomer('{reference}', '{when}', '{fee}', true),
  movedBranch: smsMessages.movedBranch('{reference}', '{from}', '{to}', '{when}', '{manageUrl}'),
  movedBranchWithAddress: smsMessages.movedBranchWithAddress(
    '{reference}',
    '{from}',
    '{to}',
    '{address}',
    '{when}',
    '{manageUrl}',
  ),
} as const;

function translatedSmsText(
  language: Exclude<Language, 'en'>,
  event: AppointmentSmsEvent,
  values: { reference: string; when: string; manageUrl: string },
) {
  if (typeof event === 'string') return translate(language, smsTemplates[event], values);
  const fee = formatMailLkr(event.feeLkr, language);
  const template = event.byAdmin
    ? event.refunded
      ? smsTemplates.cancelledBySalonRefunded
      : smsTemplates.cancelledBySalon
    : event.refunded
      ? smsTemplates.cancelledByCustomerRefunded
      : smsTemplates.cancelledByCustomer;
  return translate(language, template, { ...values, fee });
}

/** 'Fri 4 Dec 2026 at 10:00 AM' in English; the date and 12-hour time in the customer's language otherwise. */
const smsWhen = (appointment: SmsAppointment, language: Language) => {
  const date = formatSmsDate(appointment.date, language);
  const time = formatMailTime(appointment.startTime, language);
  return language === 'en' ? `${date} at ${time}` : translate(language, '{date} at {time}', { date, time });
};

/**
 * 'Fri 4 Dec 2026 at 10:00 AM with Nimali': the stylist rides on the time, so every text keeps
 * its words and one without a stylist reads as it always did (docs/decisions/0037-stylist-in-messages.md).
 */
const withStylist = (when: string, stylist: string, language: Language) =>
  translate(language, '{when} with {stylist}', { when, stylist });

/** 'Fri 4 Dec 2026 at 10:00 AM, Nugegoda': the branch rides on the time too (docs/decisions/0045-branches.md). */
const atBranch = (when: string, branch: string, language: Language) =>
  translate(language, '{when}, {branch} branch', { when, branch });

/** The appointment's SMS, or undefined when the customer's phone cannot receive one. */
export function appointmentSms(
  event: AppointmentSmsEvent,
  appointment: SmsAppointment,
  phone: string | null | undefined,
  appUrl: string,
  language: Language = 'en',
): SmsMessage | undefined {
  const to = toSriLankaMobileE164(phone);
  if (!to) return undefined;
  const link = smsLink(event, appUrl);
  const textFor = (when: string) =>
    language === 'en'
      ? smsText(event, appointment.reference, when, link)
      : translatedSmsText(language, event, { reference: appointment.reference, when, manageUrl: link });
  const when = smsWhen(appointment, language);
  const { stylistName, branchName } = appointment;
  const withWho = stylistName ? withStylist(when, stylistName, language) : undefined;
  // The fullest text that fits: stylist and branch, the branch alone, the stylist alone, the time.
  const candidates = [
    branchName && withWho ? textFor(atBranch(withWho, branchName, language)) : undefined,
    branchName ? textFor(atBranch(when, branchName, language)) : undefined,
    withWho ? textFor(withWho) : undefined,
  ].filter((text): text is string => text !== undefined);
  // An English text stays one SMS: a stylist's or branch's name that would make it two is left
  // to the mail. Sinhala and Tamil are Unicode texts of several parts already (docs/architecture.md#sms).
  const fitting = candidates.find((text) => language !== 'en' || text.length <= ONE_GSM_SMS);
  return {
    to,
    text: fitting ?? textFor(when),
    logSummary: `${eventName(event)} ${appointment.reference}`,
  };
}

/** A move to another branch: the branch it left, and the one it is at now with its address. */
export interface BranchMove {
  from: string;
  to: { name: string; address: string | null };
}

/**
 * The "moved" text for a move to another branch (docs/decisions/0047-back-office-per-branch.md):
 * "moved from Colombo 7 to Nugegoda (its address): the time". Both branches are always named, even
 * where that makes an English text two SMS, so the customer does not go to the one it left; the
 * address and the stylist ride along when they still fit.
 */
export function branchMoveSms(
  move: BranchMove,
  appointment: SmsAppointment,
  phone: string | null | undefined,
  appUrl: string,
  language: Language = 'en',
): SmsMessage | undefined {
  const to = toSriLankaMobileE164(phone);
  if (!to) return undefined;
  const values = { reference: appointment.reference, from: move.from, to: move.to.name };
  const manageUrl = smsLink('rescheduled', appUrl);
  const textFor = (when: string, address: string | null) => {
    if (language !== 'en')
      return address
        ? translate(language, smsTemplates.movedBranchWithAddress, { ...values, address, when, manageUrl })
        : translate(language, smsTemplates.movedBranch, { ...values, when, manageUrl });
    return address
      ? smsMessages.movedBranchWithAddress(values.reference, values.from, values.to, address, when, manageUrl)
      : smsMessages.movedBranch(values.reference, values.from, values.to, when, manageUrl);
  };
  const when = smsWhen(appointment, language);
  const withWho = appointment.stylistName ? withStylist(when, appointment.stylistName, language) : undefined;
  const { address } = move.to;
  const candidates = [
    withWho && address ? textFor(withWho, address) : undefined,
    address ? textFor(when, address) : undefined,
    withWho ? textFor(withWho, null) : undefined,
  ].filter((text): text is string => text !== undefined);
  const fitting = candidates.find((text) => language !== 'en' || text.length <= ONE_GSM_SMS);
  return {
    to,
    text: fitting ?? textFor(when, null),
    logSummary: `movedBranch ${appointment.reference}`,
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
  language: Language = 'en',
): Promise<void> {
  const kind = eventName(event);
  const message = appointmentSms(event, appointment, phone, appUrl, language);
  if (!message) {
    deps.logDebug({ reference: appointment.reference, kind }, 'no sms: the customer has no mobile number');
    return Promise.resolve();
  }
  return deps.sms.send(message).catch((error: unknown) => {
    deps.logError(error, `${kind} sms failed`);
  });
}

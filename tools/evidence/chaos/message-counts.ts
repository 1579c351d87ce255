import type pg from 'pg';
import type { CapturedMail } from '@salon/api/testing/smtp-capture';
import type { GatewayRequest } from '@salon/api/testing/sms-gateway-fake';

/**
 * The messages the chaos run owes, and what the SMTP capture and the SMS gateway received
 * (docs/decisions/0021-durable-messages.md): each expected message must arrive, and once.
 */

export interface MessageCounts {
  expected: number;
  delivered: number;
  duplicated: number;
  /** Expected messages that never arrived, for the report. */
  missing: string[];
  /** Messages that arrived more often than owed (once if owed, at all if not), for the report. */
  extra: string[];
}

/**
 * `arrived` names each message as `expected` does. A name may be owed more than once (a booking
 * moved or cancelled owes its customer and the salon another message under its reference); one
 * seen more often than owed is a duplicate, a name not expected counts as one too (a message
 * sent that nobody owed).
 */
export function countMessages(expected: string[], arrived: string[]): MessageCounts {
  const seen = new Map<string, number>();
  for (const name of arrived) seen.set(name, (seen.get(name) ?? 0) + 1);
  const owed = new Map<string, number>();
  for (const name of expected) owed.set(name, (owed.get(name) ?? 0) + 1);
  let duplicated = 0;
  const extra: string[] = [];
  for (const [name, times] of seen) {
    const more = times - (owed.get(name) ?? 0);
    duplicated += Math.max(0, more);
    if (more > 0) extra.push(`${name} x${times}`);
  }
  let delivered = 0;
  const missing: string[] = [];
  for (const [name, times] of owed) {
    const came = Math.min(times, seen.get(name) ?? 0);
    delivered += came;
    if (came < times) missing.push(times === 1 ? name : `${name} (${came} of ${times})`);
  }
  return { expected: expected.length, delivered, duplicated, missing, extra };
}

/**
 * Every booking owes its customer a confirmation mail and SMS, and each of the salon's
 * recipients a notice; so does every paid hold refused and refunded. Each move to another time
 * (the customer's or the front desk's) owes the same three again, and so does a cancellation:
 * the branch storm moves and cancels (docs/decisions/0045-branches.md); no other status changes.
 */
export async function expectedMessages(
  client: pg.Client,
): Promise<{ names: string[]; references: string[] }> {
  // docs/decisions/0031-one-booking-mail.md: a booking cancelled before its confirmation job ran
  // gets the cancellation mail alone (its SMS and the salon's notice still go), so the customer
  // mails owed are one fewer exactly when the booking mail was never queued.
  const booked = await client.query<{ reference: string; email: string; times: number; mails: number }>(
    `select reference, email, 1 + moves + cancelled as times,
       moves + cancelled + case when cancelled = 1 and not mailed then 0 else 1 end as mails
     from (
       select a.reference, u.email,
         (select count(*)::int from appointment_moves m where m.appointment_id = a.id) as moves,
         (case when a.status = 'cancelled' then 1 else 0 end) as cancelled,
         exists (select 1 from message_deliveries d
                 where d.message_key = 'booked:' || a.id || ':customer-mail') as mailed
       from appointments a join users u on u.id = a.user_id) owed`,
  );
  const salon = await client.query<{ email: string }>(
    `select email from salon_settings where id = 1 and email is not null
     union all
     select email from users where role = 'admin' and not exists (
       select 1 from salon_settings where id = 1 and email is not null)`,
  );
  // A paid hold the storm's race refused owes its customer a mail and SMS, and the salon a
  // notice, under its HLD- reference (modules/notifications/refused-hold-messages.ts).
  const refused = await client.query<{ reference: string; email: string }>(
    `select 'HLD-' || upper(substr(replace(r.id::text, '-', ''), 1, 8)) as reference, u.email
       from slot_reservations r join users u on u.id = r.user_id where r.status = 'refunded'`,
  );
  const names = [...booked.rows, ...refused.rows.map((row) => ({ ...row, times: 1, mails: 1 }))].flatMap(
    ({ reference, email, times, mails }) => [
      ...Array.from({ length: mails }, () => mailName(email, reference)),
      ...Array.from({ length: times }, () => [
        smsName(reference),
        ...salon.rows.map((recipient) => mailName(recipient.email, reference)),
      ]).flat(),
    ],
  );
  return { names, references: booked.rows.map((row) => row.reference) };
}

export const mailName = (to: string, reference: string) => `mail ${to.toLowerCase()} ${reference}`;
export const smsName = (reference: string) => `sms ${reference}`;
export const REFERENCE = /(?:SAL|HLD)-[0-9A-F]{8}/;

/** One copy that arrived: its name, the server life that sent it, and when (ms since the epoch). */
export interface ArrivedCopy {
  name: string;
  /** The local part of the mail's envelope sender, or the SMS's sender id: one per server life. */
  sender: string;
  at: number;
}

/** What arrived, named as expectedMessages names it (by recipient and booking reference). */
export function arrivedCopies(mails: CapturedMail[], sms: GatewayRequest[]): ArrivedCopy[] {
  const copies: ArrivedCopy[] = [];
  for (const mail of mails) {
    const reference = REFERENCE.exec(`${mail.subject} ${mail.text}`)?.[0];
    copies.push({
      name: reference ? mailName(mail.to, reference) : `mail ${mail.to} ${mail.subject}`,
      sender: (mail.from ?? '').split('@')[0]!.toLowerCase(),
      at: mail.receivedAt ?? 0,
    });
  }
  // A request the gateway refused delivered nothing; its retry is the one that counts.
  for (const request of sms.filter((sent) => sent.accepted)) {
    const reference = REFERENCE.exec(request.fields.message ?? '')?.[0];
    copies.push({
      name: reference ? smsName(reference) : `sms ${request.fields.message}`,
      sender: (request.fields.sender_id ?? '').toLowerCase(),
      at: request.receivedAt ?? 0,
    });
  }
  return copies;
}

export const arrivedMessages = (mails: CapturedMail[], sms: GatewayRequest[]) =>
  arrivedCopies(mails, sms).map((copy) => copy.name);

/** A server life the run SIGKILLed, and when. */
export interface KilledLife {
  sender: string;
  killedAt: number;
}

export interface DuplicateVerdicts {
  /** Repeats decision 0021's at-least-once window accounts for, one line each. */
  inWindow: string[];
  /** Every other repeat: a defect, and the run fails on it. */
  unexplained: string[];
}

/**
 * docs/decisions/0021-durable-messages.md allows a repeat in one window: the mail server or
 * gateway took the message, and the process died before its `sent` mark committed, so another
 * process sent the still-queued row again; or the send was cut off by its bound (the server
 * logged the cut-off and queued a retry) and went through all the same, too late to be marked.
 * A surplus copy is put down to that window only on evidence. A kill: a copy of the name came
 * from a life the run SIGKILLed, at most `windowMs` before the kill (the send bound; the mark
 * follows at once), and a later copy came from another life (the retry that found the row still
 * queued). A cut-off: `cutOff` names the message once for each send of it a server logged as
 * cut off. Each piece of evidence explains one surplus copy; any other surplus is a defect.
 */
export function judgeDuplicates(
  expected: string[],
  copies: ArrivedCopy[],
  killed: KilledLife[],
  windowMs: number,
  cutOff: string[] = [],
): DuplicateVerdicts {
  const owed = new Map<string, number>();
  for (const name of expected) owed.set(name, (owed.get(name) ?? 0) + 1);
  const byName = new Map<string, ArrivedCopy[]>();
  for (const copy of copies) byName.set(copy.name, [...(byName.get(copy.name) ?? []), copy]);
  const verdicts: DuplicateVerdicts = { inWindow: [], unexplained: [] };
  for (const [name, arrived] of byName) {
    const surplus = arrived.length - (owed.get(name) ?? 0);
    if (surplus <= 0) continue;
    const killedCopies = arrived.filter((copy) =>
      killed.some(
        (life) =>
          life.sender === copy.sender &&
          copy.at <= life.killedAt &&
          copy.at >= life.killedAt - windowMs &&
          arrived.some((later) => later.sender !== copy.sender && later.at >= copy.at),
      ),
    );
    const byKill = Math.min(surplus, killedCopies.length);
    const byCutOff = Math.min(surplus - byKill, cutOff.filter((other) => other === name).length);
    const story = arrived.map((copy) => `${copy.sender}@${copy.at}`).join(' ');
    for (let i = 0; i < byKill; i++) verdicts.inWindow.push(`${name} (${story}; killed mid-send)`);
    for (let i = 0; i < byCutOff; i++) verdicts.inWindow.push(`${name} (${story}; send cut off, then went)`);
    for (let i = byKill + byCutOff; i < surplus; i++) verdicts.unexplained.push(`${name} (${story})`);
  }
  return verdicts;
}

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

const mailName = (to: string, reference: string) => `mail ${to.toLowerCase()} ${reference}`;
const smsName = (reference: string) => `sms ${reference}`;
const REFERENCE = /(?:SAL|HLD)-[0-9A-F]{8}/;

/** What arrived, named as expectedMessages names it (by recipient and booking reference). */
export function arrivedMessages(mails: CapturedMail[], sms: GatewayRequest[]): string[] {
  const names: string[] = [];
  for (const mail of mails) {
    const reference = REFERENCE.exec(`${mail.subject} ${mail.text}`)?.[0];
    names.push(reference ? mailName(mail.to, reference) : `mail ${mail.to} ${mail.subject}`);
  }
  // A request the gateway refused delivered nothing; its retry is the one that counts.
  for (const request of sms.filter((sent) => sent.accepted)) {
    const reference = REFERENCE.exec(request.fields.message ?? '')?.[0];
    names.push(reference ? smsName(reference) : `sms ${request.fields.message}`);
  }
  return names;
}

// The admin list's search and order (docs/architecture.md#admin); its query joins users.
import type { AppointmentSort } from '@salon/contracts';
import { toLocalSriLankaPhone } from '@salon/domain';
import type { SQL } from 'drizzle-orm';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import { appointments, users } from '../../db/schema/index.ts';

export type { AppointmentSort };

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * The stored phone (E.164, +94771234567) and its local form (0771234567) as plain text, so a
 * search finds a customer by either (docs/architecture.md#phones). Plain SQL: the column's own
 * conversion must not touch a LIKE pattern.
 */
const storedPhone = sql`coalesce(${users.phone}, '')`;
const localPhone = sql`regexp_replace(${storedPhone}, '^[+]94', '0')`;
const digitsOf = (phone: SQL) => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

/**
 * A customer's name, e-mail or phone, or the booking reference, in any case; every value is
 * a bound parameter. A search written like a phone number also matches by digits alone, so
 * "077 123" finds 0771234567 and "+94 77 123" finds it too; a whole number however it is
 * typed ('077 123 4567', '+94771234567', '0094 77 123 4567') is read as its local form first.
 */
export function matchesSearch(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const looksLikePhone = /^[\d\s+().-]+$/.test(search);
  const wholeNumber = looksLikePhone ? toLocalSriLankaPhone(search) : undefined;
  const digits = looksLikePhone ? search.replace(/\D/g, '') : '';
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    sql`${storedPhone} ilike ${pattern}`,
    sql`${localPhone} ilike ${pattern}`,
    ilike(appointments.reference, pattern),
    sql`${appointments.id}::text = ${search}`,
    ...(digits.length >= 3
      ? [
          sql`${digitsOf(storedPhone)} like ${`%${digits}%`}`,
          sql`${digitsOf(localPhone)} like ${`%${digits}%`}`,
        ]
      : []),
    ...(wholeNumber ? [sql`${digitsOf(localPhone)} = ${wholeNumber}`] : []),
  )!;
}

/**
 * Visit time, then the id so that pages never overlap or skip a row between equal times.
 * `upcoming`: what the owner acts on now comes first (docs/product.md#admin-list): visits from
 * `today` (salon-local) onwards, soonest first, then the past, latest first.
 */
export function visitOrder(sort: AppointmentSort, today: string): SQL[] {
  if (sort === 'visit-asc') return [asc(appointments.startsAt), asc(appointments.id)];
  if (sort === 'visit-desc') return [desc(appointments.startsAt), desc(appointments.id)];
  const isAhead = sql`(${appointments.date} >= ${today})`;
  return [
    sql`${isAhead} desc`,
    sql`case when ${isAhead} then ${appointments.startsAt} end asc`,
    desc(appointments.startsAt),
    sql`case when ${isAhead} then ${appointments.id} end asc`,
    desc(appointments.id),
  ];
}

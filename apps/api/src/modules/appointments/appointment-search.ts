// The admin list's search and order (docs/architecture.md#admin); its query joins users.
import type { SQL } from 'drizzle-orm';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import { appointments, users } from '../../db/schema/index.ts';

export type AppointmentSort = 'visit-asc' | 'visit-desc';

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
 * "077 123" finds 0771234567 and "+94 77 123" finds it too.
 */
export function matchesSearch(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const digits = /^[\d\s+()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
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
  )!;
}

/** Visit time, then the id so that pages never overlap or skip a row between equal times. */
export const visitOrder = (sort: AppointmentSort) =>
  sort === 'visit-asc'
    ? [asc(appointments.startsAt), asc(appointments.id)]
    : [desc(appointments.startsAt), desc(appointments.id)];

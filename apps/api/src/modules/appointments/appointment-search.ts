// The admin list's search and order (docs/architecture.md#admin); its query joins users.
import type { SQL } from 'drizzle-orm';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import { appointments, users } from '../../db/schema/index.ts';

export type AppointmentSort = 'visit-asc' | 'visit-desc';

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * A customer's name, e-mail or phone, or the booking reference, in any case; every value is
 * a bound parameter. A search written like a phone number also matches by digits alone, so
 * "077 123" finds 0771234567.
 */
export function matchesSearch(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const digits = /^[\d\s+()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
    ilike(appointments.reference, pattern),
    sql`${appointments.id}::text = ${search}`,
    ...(digits.length >= 3
      ? [sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`]
      : []),
  )!;
}

/** Visit time, then the id so that pages never overlap or skip a row between equal times. */
export const visitOrder = (sort: AppointmentSort) =>
  sort === 'visit-asc'
    ? [asc(appointments.startsAt), asc(appointments.id)]
    : [desc(appointments.startsAt), desc(appointments.id)];

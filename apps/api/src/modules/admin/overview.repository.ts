import { and, asc, between, count, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { ServiceTranslations } from '@salon/contracts';
import type { Database } from '../../db/client.ts';
import { appointments, slotReservations, staff } from '../../db/schema/index.ts';
import { createBranchesRepository } from '../branches/branches.repository.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;

/** A half-open range of instants [from, to). */
export interface Instants {
  from: Date;
  to: Date;
}

/** One branch's appointments (docs/decisions/0045-branches.md); absent, every branch's. */
const atBranch = (branchId: string | undefined) =>
  branchId === undefined ? undefined : eq(appointments.branchId, branchId);
const atBranchSql = (branchId: string | undefined) =>
  branchId === undefined ? sql`true` : sql`${appointments.branchId} = ${branchId}`;

/** The owner's numbers, each one aggregate query in PostgreSQL, for one branch or (absent) all. */
export function createOverviewRepository(db: Database) {
  const places = createBranchesRepository(db);
  return {
    /** Every branch, closed ones too, the main one first. */
    branches: () => places.listAll(),

    /** Live (pending or confirmed) appointments per visit date, for dates that have any. */
    liveCountsBetween: (from: string, to: string, branchId?: string) =>
      db
        .select({ date: appointments.date, count: count() })
        .from(appointments)
        .where(
          and(
            between(appointments.date, from, to),
            inArray(appointments.status, ['pending', 'confirmed']),
            atBranch(branchId),
          ),
        )
        .groupBy(appointments.date),

    /**
     * Each figure counts what happened in the month: fees of bookings made then, refunds
     * decided then, cancellations made then, and no-shows of visits due then; one row per branch.
     */
    async monthFigures(month: Instants, firstDay: string, lastDay: string, branchId?: string) {
      const inMonth = (column: AnyPgColumn) => sql`(${column} >= ${month.from} and ${column} < ${month.to})`;
      const made = inMonth(appointments.createdAt);
      // Fees collected online only: a fee paid at the desk, waived or still due is not the
      // provider's money (docs/decisions/0040-front-desk.md).
      const online = sql`(${appointments.source} = 'online')`;
      const refundDecided = inMonth(appointments.refundRequestedAt);
      const cancelled = inMonth(appointments.cancelledAt);
      const due = sql`(${appointments.date} between ${firstDay} and ${lastDay})`;
      const fee = appointments.appointmentFeeLkr;
      return db
        .select({
          branchId: appointments.branchId,
          feesCollected: sql<number>`coalesce(sum(${fee}) filter (where ${made} and ${online}), 0)::int`,
          feesRefunded: sql<number>`coalesce(sum(${fee}) filter (where ${appointments.refundId} is not null and ${refundDecided}), 0)::int`,
          cancellations: sql<number>`(count(*) filter (where ${appointments.status} = 'cancelled' and ${cancelled}))::int`,
          noShows: sql<number>`(count(*) filter (where ${appointments.status} = 'no-show' and ${due}))::int`,
        })
        .from(appointments)
        .where(and(or(made, refundDecided, cancelled, due), atBranch(branchId)))
        .groupBy(appointments.branchId);
    },

    /**
     * The services booked most (by quantity) in appointments made since `since`; a cancelled
     * one never happened, so it does not count. A renamed service shows its latest title, and
     * the Sinhala and Tamil titles of its latest booking that kept any (rows booked before
     * translations have none; docs/architecture.md#languages).
     */
    topServices: (since: Date, limit: number, branchId?: string) =>
      db.execute<{ title: string; bookings: number; translations: ServiceTranslations | null }>(sql`
        select (array_agg(line.title order by ${appointments.createdAt} desc))[1] as title,
               (array_agg(line.translations order by ${appointments.createdAt} desc)
                 filter (where line.translations is not null))[1] as translations,
               sum(line.quantity)::int as bookings
        from ${appointments}
        cross join lateral jsonb_to_recordset(${appointments.services})
          as line("serviceId" text, title text, quantity int, translations jsonb)
        where ${appointments.createdAt} >= ${since} and ${appointments.status} <> 'cancelled'
          and ${atBranchSql(branchId)}
        group by line."serviceId"
        order by bookings desc, title asc
        limit ${limit}`),

    /**
     * Each stylist of the team with the visits due between the two dates they have: bookings
     * (every one not cancelled), their minutes, and how many were missed; a stylist without
     * any has zeros. No rows for a salon with no team (docs/decisions/0036-stylists.md).
     */
    stylistsBetween: (firstDay: string, lastDay: string, branchId?: string) =>
      db
        .select({
          _id: staff.id,
          name: staff.name,
          bookings: sql<number>`count(${appointments.id})::int`,
          bookedMinutes: sql<number>`coalesce(sum(extract(epoch from ${slotReservations.endsAt} - ${slotReservations.startsAt}) / 60) filter (where ${appointments.id} is not null), 0)::int`,
          noShows: sql<number>`(count(*) filter (where ${appointments.status} = 'no-show'))::int`,
        })
        .from(staff)
        .leftJoin(slotReservations, eq(slotReservations.staffId, staff.id))
        .leftJoin(
          appointments,
          and(
            eq(appointments.reservationId, slotReservations.id),
            between(appointments.date, firstDay, lastDay),
            ne(appointments.status, 'cancelled'),
            atBranch(branchId),
          ),
        )
        .groupBy(staff.businessId, staff.id)
        .orderBy(asc(staff.position), asc(staff.name), asc(staff.id)),

    /** Appointments made per salon-local day, for days that have any. */
    bookingsPerDay: (range: Instants, timeZone: string, branchId?: string) => {
      const day = sql<string>`to_char((${appointments.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
      return (
        db
          .select({ date: day, count: count() })
          .from(appointments)
          .where(
            and(
              gte(appointments.createdAt, range.from),
              lt(appointments.createdAt, range.to),
              atBranch(branchId),
            ),
          )
          // By position: the same expression written twice would carry two parameters, and
          // PostgreSQL would not see them as one.
          .groupBy(sql`1`)
      );
    },
  };
}

import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, slotReservations, users } from '../../db/schema/index.ts';
import type { WaitlistRepository } from './waitlist.repository.ts';

export type WaitlistAdminRepository = ReturnType<typeof createWaitlistAdminRepository>;

/** The owner's reads of the waitlist (docs/decisions/0042-waitlist.md): a day, and the fill rate. */
export function createWaitlistAdminRepository(db: Database, waitlist: Pick<WaitlistRepository, 'waitingOn'>) {
  return {
    /** The owner's view of a day: waiting entries with a window on it, and the day's offers. */
    async dayForOwner(date: string) {
      const entries = await waitlist.waitingOn(db, date);
      const ids = [...new Set(entries.map((e) => e.userId))];
      const customers = ids.length
        ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
        : [];
      const offers = await db
        .select()
        .from(slotReservations)
        .where(and(eq(slotReservations.date, date), sql`${slotReservations.waitlistEntryId} is not null`))
        .orderBy(desc(slotReservations.createdAt));
      return { entries, customers, offers };
    },

    /**
     * Of the appointments cancelled more than 24 hours before their start, on days from..to, how
     * many there were and how many of their times a waitlist offer booked; with a branch, only
     * the appointments at that branch (an offer is always at its freed time's branch).
     */
    async fillRate(from: string, to: string, branchId?: string) {
      const [row] = await db
        .select({
          cancelled: sql<number>`count(*)::int`,
          filled: sql<number>`count(*) filter (where exists (
            select 1 from ${slotReservations} o
            where o.offered_from_reservation_id = ${appointments.reservationId} and o.status = 'booked'))::int`,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'cancelled'),
            branchId === undefined ? undefined : eq(appointments.branchId, branchId),
            gte(appointments.date, from),
            lte(appointments.date, to),
            sql`${appointments.cancelledAt} <= ${appointments.startsAt} - interval '24 hours'`,
          ),
        );
      return row!;
    },
  };
}

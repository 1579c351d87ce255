import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { appointments, slotReservations } from '../../db/schema/index.ts';
import type { AppointmentStatus } from '../../db/schema/index.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';

/** The statuses of an appointment that is still going to happen. */
const LIVE: AppointmentStatus[] = ['pending', 'confirmed'];

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

export function createRemindersRepository(db: Database) {
  const notifications = createNotificationsRepository(db);
  return {
    db: db as Executor,

    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /**
     * Live appointments starting after `now` and at most `windowMs` later, not reminded yet,
     * that were booked (their hold started) at least `windowMs` before they start: one booked
     * inside the window has just had its confirmation, with the same calendar file.
     */
    async findDue(now: Date, windowMs: number): Promise<string[]> {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .where(
          and(
            inArray(appointments.status, LIVE),
            isNull(appointments.reminderSentAt),
            gt(appointments.startsAt, now),
            lte(appointments.startsAt, new Date(now.getTime() + windowMs)),
            lte(
              slotReservations.createdAt,
              sql`${appointments.startsAt} - make_interval(secs => ${windowMs / 1000})`,
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Marks the reminder sent if it is still owed: live, not started, not reminded. The row
     * stays locked until `executor`'s transaction ends, so a second claim (another process)
     * waits and then finds it reminded, or, if the first rolled back, claims it itself.
     * Claimed, it comes back as every message about an appointment reads it (its customer, its
     * end and its stylist).
     */
    async claim(executor: Executor, id: string, now: Date) {
      const [row] = await executor
        .update(appointments)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(appointments.id, id),
            inArray(appointments.status, LIVE),
            isNull(appointments.reminderSentAt),
            gt(appointments.startsAt, now),
          ),
        )
        .returning();
      if (!row) return undefined;
      return notifications.findAppointmentForMail(row.id, executor);
    },
  };
}

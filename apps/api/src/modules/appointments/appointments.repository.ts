import { and, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, slotReservations, users } from '../../db/schema/index.ts';
import type { AppointmentRow, AppointmentStatus, SlotReservationRow } from '../../db/schema/index.ts';
import type { Executor } from '../availability/availability.repository.ts';

export type NewReservation = typeof slotReservations.$inferInsert;
export type NewAppointment = typeof appointments.$inferInsert;

export interface AppointmentFilters {
  status?: AppointmentStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;

export function createAppointmentsRepository(db: Database) {
  return {
    db: db as Executor,

    /**
     * Serialises every booking change on one salon day (DESIGN "Availability"): the capacity
     * check and the insert happen under this transaction-scoped lock.
     */
    lockDay: (executor: Executor, date: string) =>
      executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`salon-day:${date}`}))`),

    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    async insertReservation(executor: Executor, reservation: NewReservation): Promise<SlotReservationRow> {
      const [row] = await executor.insert(slotReservations).values(reservation).returning();
      return row!;
    },

    async updateReservation(executor: Executor, id: string, changes: Partial<NewReservation>) {
      await executor.update(slotReservations).set(changes).where(eq(slotReservations.id, id));
    },

    /** Lapsed holds stop counting at once, but the exclusion constraint sees them until released. */
    async releaseLapsedHolds(executor: Executor, date: string, now: Date) {
      await executor
        .update(slotReservations)
        .set({ status: 'released' })
        .where(
          and(
            eq(slotReservations.date, date),
            eq(slotReservations.status, 'held'),
            lte(slotReservations.holdExpiresAt, now),
          ),
        );
    },

    /** Ends the customer's earlier unpaid holds: one hold per customer at a time. */
    async releaseHeldOfUser(executor: Executor, userId: string) {
      await executor
        .update(slotReservations)
        .set({ status: 'released' })
        .where(and(eq(slotReservations.userId, userId), eq(slotReservations.status, 'held')));
    },

    async findReservationEnd(id: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ endsAt: slotReservations.endsAt })
        .from(slotReservations)
        .where(eq(slotReservations.id, id));
      return row?.endsAt;
    },

    async findReservationByIntent(paymentIntentId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(slotReservations)
        .where(eq(slotReservations.paymentIntentId, paymentIntentId));
      return row;
    },

    async heldReservations(executor: Executor = db) {
      return executor.select().from(slotReservations).where(eq(slotReservations.status, 'held'));
    },

    async insertAppointment(executor: Executor, appointment: NewAppointment): Promise<AppointmentRow> {
      const [row] = await executor.insert(appointments).values(appointment).returning();
      return row!;
    },

    async findAppointmentByIntent(paymentIntentId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(appointments)
        .where(eq(appointments.paymentIntentId, paymentIntentId));
      return row;
    },

    async findAppointment(id: string, executor: Executor = db): Promise<AppointmentRow | undefined> {
      const [row] = await executor.select().from(appointments).where(eq(appointments.id, id));
      return row;
    },

    listOfUser: (userId: string) =>
      db
        .select()
        .from(appointments)
        .where(eq(appointments.userId, userId))
        .orderBy(desc(appointments.createdAt)),

    async updateAppointment(executor: Executor, id: string, changes: Partial<NewAppointment>) {
      const [row] = await executor
        .update(appointments)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(appointments.id, id))
        .returning();
      return row!;
    },

    async listFiltered(filters: AppointmentFilters) {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(appointments.status, filters.status));
      if (filters.from) conditions.push(gte(appointments.date, filters.from));
      if (filters.to) conditions.push(lte(appointments.date, filters.to));
      if (filters.search) {
        const pattern = `%${filters.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(users.name, pattern),
            ilike(users.email, pattern),
            ilike(appointments.reference, pattern),
            sql`${appointments.id}::text = ${filters.search}`,
          )!,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            appointment: appointments,
            customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
          })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.userId))
          .where(where)
          .orderBy(desc(appointments.date), desc(appointments.startTime))
          .limit(filters.pageSize)
          .offset((filters.page - 1) * filters.pageSize),
        db
          .select({ value: count() })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.userId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

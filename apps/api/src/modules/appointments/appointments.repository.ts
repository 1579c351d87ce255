import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { waitForStandby } from '../../db/client.ts';
import { matchesSearch, visitOrder } from './appointment-search.repository.ts';
import type { AppointmentSort } from './appointment-search.repository.ts';
import { appointments, branches, slotReservations, staff, users } from '../../db/schema/index.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import type {
  AppointmentRow,
  AppointmentStatus,
  NeedsOwnerReason,
  RefundReason,
  SlotReservationRow,
} from '../../db/schema/index.ts';

export type NewReservation = typeof slotReservations.$inferInsert;
export type NewAppointment = typeof appointments.$inferInsert;

export interface AppointmentFilters {
  status?: AppointmentStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  /** One branch's appointments (docs/decisions/0047-back-office-per-branch.md); absent, every branch's. */
  branchId?: string | undefined;
  sort: AppointmentSort;
  page: number;
  pageSize: number;
}

/** What the list's order needs to know beyond the filters: the salon's date today. */
export interface ListMoment {
  today: string;
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;

export function createAppointmentsRepository(db: Database) {
  const settings = createSettingsRepository(db);
  return {
    db: db as Executor,

    /**
     * Serialises every booking change on one salon day (docs/architecture.md#availability): the capacity
     * check and the insert happen under this transaction-scoped lock. Its commit waits for the
     * standby (`waitForStandby`): a booked time is acknowledged only once two servers have it.
     */
    lockDay: (executor: Executor, date: string) =>
      executor.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`salon-day:${date}`})), ${waitForStandby}`,
      ),

    /**
     * Serialises one customer's holds (docs/decisions/0006-booking-fee-lifecycle.md). Always taken
     * before `lockDay`, never after, so two requests can never wait on each other in a cycle.
     */
    lockCustomer: (executor: Executor, userId: string) =>
      executor.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`salon-customer:${userId}`})), ${waitForStandby}`,
      ),

    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /** How many holds (payment intents) the customer started since `since`, and the oldest one's time. */
    async countHoldsSince(executor: Executor, userId: string, since: Date) {
      const [row] = await executor
        .select({ started: count(), oldest: sql<Date | null>`min(${slotReservations.createdAt})` })
        .from(slotReservations)
        .where(and(eq(slotReservations.userId, userId), gt(slotReservations.createdAt, since)));
      return { started: row?.started ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined };
    },

    /**
     * Makes a reservation that never became an appointment `refunded`, for good: the refund is
     * owed from here on even if the process stops before the provider is called. True when this
     * call made it so.
     */
    async claimRefund(executor: Executor, id: string, reason: RefundReason): Promise<boolean> {
      const claimed = await executor
        .update(slotReservations)
        .set({ status: 'refunded', refundReason: reason, holdExpiresAt: null })
        .where(and(eq(slotReservations.id, id), inArray(slotReservations.status, ['held', 'released'])))
        .returning({ id: slotReservations.id });
      return claimed.length > 0;
    },

    async recordReservationRefund(id: string, refundId: string) {
      await db
        .update(slotReservations)
        .set({ refundId })
        .where(and(eq(slotReservations.id, id), isNull(slotReservations.refundId)));
    },

    /** Refunded reservations whose refund the provider has not confirmed yet, and the owner does not have. */
    reservationsOwedRefund: () =>
      db
        .select()
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.status, 'refunded'),
            isNull(slotReservations.refundId),
            isNotNull(slotReservations.paymentIntentId),
            // A late payment of a hold handed over as unsettled may still be owed back.
            sql`${slotReservations.needsOwnerReason} is distinct from 'refund_refused'`,
          ),
        ),

    /**
     * Hands a hold the sweep could not settle to the owner, once for each reason: the sweep stops
     * asking about it (docs/decisions/0024-every-hold-ends.md). A hold handed over as unsettled
     * whose payment landed later and could not be refunded is handed over again, for that.
     * True when this call did it.
     */
    async markNeedsOwner(executor: Executor, id: string, reason: NeedsOwnerReason, now: Date) {
      const marked = await executor
        .update(slotReservations)
        .set({ needsOwnerAt: now, needsOwnerReason: reason })
        .where(
          and(
            eq(slotReservations.id, id),
            sql`${slotReservations.needsOwnerReason} is distinct from ${reason}`,
          ),
        )
        .returning({ id: slotReservations.id });
      return marked.length > 0;
    },

    /** Records that the provider called this lapsed hold's payment pending (or could not say), the first time. */
    async markPaymentPending(id: string, now: Date) {
      await db
        .update(slotReservations)
        .set({ paymentPendingSince: now })
        .where(and(eq(slotReservations.id, id), isNull(slotReservations.paymentPendingSince)));
    },

    /** The provider settled the pending payment as failed: the hold is an ordinary released one again. */
    async clearPaymentPending(id: string) {
      await db.update(slotReservations).set({ paymentPendingSince: null }).where(eq(slotReservations.id, id));
    },

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

    /**
     * Ends the customer's earlier unpaid holds: one hold per customer at a time. The customer let
     * them go, so their time ends now: a PayHere payment landing later is refunded, not booked
     * (docs/decisions/0017-payhere.md).
     */
    async releaseHeldOfUser(executor: Executor, userId: string, now: Date) {
      await executor
        .update(slotReservations)
        .set({
          status: 'released',
          holdExpiresAt: sql`least(${slotReservations.holdExpiresAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(slotReservations.userId, userId), eq(slotReservations.status, 'held')));
    },

    async findReservation(id: string, executor: Executor = db): Promise<SlotReservationRow | undefined> {
      const [row] = await executor.select().from(slotReservations).where(eq(slotReservations.id, id));
      return row;
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

    /**
     * What the sweep must settle: every hold, and every released hold created since `since`
     * whose payment may have landed after it was released (a newer hold replaced it, or it
     * lapsed) and is neither booked nor refunded yet, or older whose payment the provider last
     * called pending; never one handed to the owner (docs/decisions/0024-every-hold-ends.md).
     */
    async unsettledReservations(since: Date, executor: Executor = db) {
      return executor
        .select()
        .from(slotReservations)
        .where(
          and(
            isNull(slotReservations.needsOwnerAt),
            or(
              eq(slotReservations.status, 'held'),
              and(
                eq(slotReservations.status, 'released'),
                isNotNull(slotReservations.paymentIntentId),
                or(gte(slotReservations.createdAt, since), isNotNull(slotReservations.paymentPendingSince)),
              ),
            ),
          ),
        );
    },

    /**
     * Releases one hold only while it is still an unpaid, lapsed hold: a booking made since the
     * sweep read it must never be overwritten. True when this call released it.
     */
    async releaseHoldIfLapsed(executor: Executor, id: string, now: Date): Promise<boolean> {
      const released = await executor
        .update(slotReservations)
        .set({ status: 'released' })
        .where(
          and(
            eq(slotReservations.id, id),
            eq(slotReservations.status, 'held'),
            lte(slotReservations.holdExpiresAt, now),
          ),
        )
        .returning({ id: slotReservations.id });
      return released.length > 0;
    },

    /**
     * Releases a hold whose payment failed or was cancelled at the gateway, only while it is
     * still an unbooked hold. True when this call released it.
     */
    async releaseHoldByIntent(executor: Executor, paymentIntentId: string): Promise<boolean> {
      const released = await executor
        .update(slotReservations)
        .set({ status: 'released' })
        .where(
          and(eq(slotReservations.paymentIntentId, paymentIntentId), eq(slotReservations.status, 'held')),
        )
        .returning({ id: slotReservations.id });
      return released.length > 0;
    },

    /** When the appointment's fee was charged back, taking its row lock; null when it was not. */
    async lockChargeback(executor: Executor, id: string): Promise<Date | null> {
      const [row] = await executor
        .select({ chargedBackAt: appointments.chargedBackAt })
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
      return row?.chargedBackAt ?? null;
    },

    /**
     * Records the gateway's chargeback on the appointment its payment booked; the first time
     * counts. A refund still owed is owed no more: the money is back with the customer already.
     */
    async markChargedBack(paymentIntentId: string, at: Date): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .update(appointments)
        .set({
          chargedBackAt: at,
          updatedAt: at,
          refundRequestedAt: sql`case when ${appointments.refundId} is null then null else ${appointments.refundRequestedAt} end`,
        })
        .where(and(eq(appointments.paymentIntentId, paymentIntentId), isNull(appointments.chargedBackAt)))
        .returning();
      return row;
    },

    /** Whether the owner chose that a paid booking starts confirmed. */
    async isAutoConfirmOn(executor: Executor): Promise<boolean> {
      return (await settings.loadBookingRules(executor)).autoConfirm;
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

    /**
     * Changes the status only if it is still one of `from`: of simultaneous changes exactly one
     * gets the row back, the others undefined.
     */
    async changeStatusIf(
      executor: Executor,
      id: string,
      from: AppointmentStatus[],
      changes: Partial<NewAppointment>,
    ): Promise<AppointmentRow | undefined> {
      const [row] = await executor
        .update(appointments)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(appointments.id, id), inArray(appointments.status, from)))
        .returning();
      return row;
    },

    async recordAppointmentRefund(id: string, refundId: string): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .update(appointments)
        .set({ refundId, updatedAt: new Date() })
        .where(and(eq(appointments.id, id), isNull(appointments.refundId)))
        .returning();
      return row;
    },

    /** Cancellations owed a refund since before `requestedBefore` and still without one. */
    appointmentsOwedRefund: (requestedBefore: Date) =>
      db
        .select()
        .from(appointments)
        .where(
          and(
            isNull(appointments.refundId),
            isNotNull(appointments.refundRequestedAt),
            // Never a charged-back fee (docs/decisions/0017-payhere.md); the table's check says so too.
            isNull(appointments.chargedBackAt),
            lte(appointments.refundRequestedAt, requestedBefore),
          ),
        )
        .orderBy(asc(appointments.refundRequestedAt)),

    /**
     * Locks the appointment's row for the rest of the transaction and returns its status, so
     * a status change knows exactly which status it leaves, whoever else is changing it.
     */
    async lockStatus(executor: Executor, id: string): Promise<AppointmentStatus | undefined> {
      const [row] = await executor
        .select({ status: appointments.status })
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
      return row?.status;
    },

    /**
     * Who does each appointment (docs/decisions/0036-stylists.md), by appointment id: the
     * stylist on its reservation. Absent for one booked without a stylist.
     */
    async staffOf(appointmentIds: readonly string[]): Promise<Map<string, { _id: string; name: string }>> {
      if (appointmentIds.length === 0) return new Map();
      const rows = await db
        .select({ appointmentId: appointments.id, staffId: staff.id, name: staff.name })
        .from(appointments)
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .innerJoin(staff, eq(staff.id, slotReservations.staffId))
        .where(inArray(appointments.id, [...appointmentIds]));
      return new Map(rows.map((row) => [row.appointmentId, { _id: row.staffId, name: row.name }]));
    },

    async branchExists(branchId: string): Promise<boolean> {
      const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
      return row !== undefined;
    },

    /** Where each appointment is (docs/decisions/0045-branches.md), by appointment id. */
    async branchOf(
      appointmentIds: readonly string[],
    ): Promise<Map<string, { _id: string; name: string; address: string | null }>> {
      if (appointmentIds.length === 0) return new Map();
      const rows = await db
        .select({
          appointmentId: appointments.id,
          branchId: branches.id,
          name: branches.name,
          address: branches.address,
        })
        .from(appointments)
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .where(inArray(appointments.id, [...appointmentIds]));
      return new Map(
        rows.map((row) => [row.appointmentId, { _id: row.branchId, name: row.name, address: row.address }]),
      );
    },

    async findChair(reservationId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ chair: slotReservations.chair })
        .from(slotReservations)
        .where(eq(slotReservations.id, reservationId));
      return row?.chair ?? undefined;
    },

    /**
     * The pending and confirmed appointments on `dates` with their customer, earliest first: what
     * a closure of those days would strand. Read under the days' locks by a closure's save.
     */
    bookedOn: (executor: Executor, dates: readonly string[]) =>
      dates.length === 0
        ? Promise.resolve([])
        : executor
            .select({
              appointment: appointments,
              customer: { name: users.name, phone: users.phone },
            })
            .from(appointments)
            .innerJoin(users, eq(users.id, appointments.userId))
            .where(
              and(
                inArray(appointments.date, [...dates]),
                inArray(appointments.status, ['pending', 'confirmed']),
              ),
            )
            .orderBy(asc(appointments.startsAt)),

    async findCustomer(userId: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
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

    async listFiltered(filters: AppointmentFilters, { today }: ListMoment) {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(appointments.status, filters.status));
      if (filters.from) conditions.push(gte(appointments.date, filters.from));
      if (filters.to) conditions.push(lte(appointments.date, filters.to));
      if (filters.search) conditions.push(matchesSearch(filters.search));
      if (filters.branchId) conditions.push(eq(appointments.branchId, filters.branchId));
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
          .orderBy(...visitOrder(filters.sort, today))
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

import { count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  appointments,
  appointmentStatusChanges,
  branches,
  messageDeliveries,
  slotReservations,
  staff,
  users,
} from '../../db/schema/index.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** What every message to a customer needs of them: where to write, in which language. */
const customerColumns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  phoneConfirmedAt: users.phoneConfirmedAt,
  language: users.language,
};

export function createNotificationsRepository(db: Database) {
  const settings = createSettingsRepository(db);
  return {
    /** The salon's own address when the owner gave one; otherwise every admin's. */
    async salonRecipients(executor: Executor = db): Promise<string[]> {
      const { email } = await settings.loadSalonProfile(executor);
      if (email) return [email];
      const admins = await executor.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      return admins.flatMap((admin) => (admin.email ? [admin.email] : []));
    },

    /** A hold that never became an appointment, and its customer: what its refusal messages say. */
    async findReservationForMail(id: string) {
      const [row] = await db
        .select({
          reservation: slotReservations,
          customer: customerColumns,
        })
        .from(slotReservations)
        .innerJoin(users, eq(users.id, slotReservations.userId))
        .where(eq(slotReservations.id, id));
      return row;
    },

    /** The hold a payment paid, its customer, and its appointment's reference when it booked. */
    async findPaidHoldForMail(paymentIntentId: string) {
      const [row] = await db
        .select({
          reservation: slotReservations,
          customer: customerColumns,
          appointmentReference: appointments.reference,
        })
        .from(slotReservations)
        .innerJoin(users, eq(users.id, slotReservations.userId))
        .leftJoin(appointments, eq(appointments.reservationId, slotReservations.id))
        .where(eq(slotReservations.paymentIntentId, paymentIntentId));
      return row;
    },

    /** The salon's rules and public details, as the booking confirmation states them. */
    loadBookingRules: (executor: Executor = db) => settings.loadBookingRules(executor),
    loadSalonProfile: (executor: Executor = db) => settings.loadSalonProfile(executor),

    /**
     * Holds the appointment's row until the transaction ends. A status change updates the row,
     * so the booking confirmation and the status notices of one appointment decide what the
     * customer is told one at a time, each seeing what the others queued.
     */
    async lockAppointment(tx: Executor, id: string) {
      await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
    },

    /** How many lines the appointment's status history has: the version of its latest change. */
    async statusVersion(executor: Executor, appointmentId: string): Promise<number> {
      const [row] = await executor
        .select({ lines: count() })
        .from(appointmentStatusChanges)
        .where(eq(appointmentStatusChanges.appointmentId, appointmentId));
      return row!.lines;
    },

    /** Whether a message under this key is in the outbox (queued, sent or dead). */
    async isQueued(executor: Executor, messageKey: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: messageDeliveries.id })
        .from(messageDeliveries)
        .where(eq(messageDeliveries.messageKey, messageKey));
      return row !== undefined;
    },

    /**
     * The appointment, its customer's whole account, the calendar event's end and its stylist's
     * name: the booking confirmation's facts.
     */
    async findBookingForConfirmation(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          appointment: appointments,
          user: users,
          endsAt: slotReservations.endsAt,
          stylistName: staff.name,
          // Where it is (docs/decisions/0045-branches.md).
          branch: {
            name: branches.name,
            address: branches.address,
            phone: branches.phone,
            mapUrl: branches.mapUrl,
          },
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .leftJoin(staff, eq(staff.id, slotReservations.staffId))
        .where(eq(appointments.id, id));
      return row;
    },

    /** A branch's name, open or closed: a moved visit's mail names the branch it left. */
    async findBranchName(id: string, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor.select({ name: branches.name }).from(branches).where(eq(branches.id, id));
      return row?.name;
    },

    /** How many branches are open: with one, messages do not name it (docs/decisions/0045-branches.md). */
    async openBranchCount(executor: Executor = db): Promise<number> {
      const [row] = await executor.select({ value: count() }).from(branches).where(isNull(branches.closedAt));
      return row?.value ?? 0;
    },

    /**
     * The appointment, its customer, when its chair is free again (the calendar event's end) and
     * the name of the stylist it is with: null for a salon with no team
     * (docs/decisions/0036-stylists.md). Every message about an appointment reads it here.
     */
    async findAppointmentForMail(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          appointment: appointments,
          customer: customerColumns,
          endsAt: slotReservations.endsAt,
          stylistName: staff.name,
          // Where it is, named in messages with two or more open branches (docs/decisions/0045-branches.md).
          branch: {
            name: branches.name,
            address: branches.address,
            phone: branches.phone,
            mapUrl: branches.mapUrl,
            named: sql<boolean>`(select count(*) from ${branches} where ${branches.closedAt} is null) > 1`,
          },
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .leftJoin(staff, eq(staff.id, slotReservations.staffId))
        .where(eq(appointments.id, id));
      return row;
    },
  };
}

export type AppointmentForMail = NonNullable<
  Awaited<ReturnType<NotificationsRepository['findAppointmentForMail']>>
>;

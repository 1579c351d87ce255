import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { BookedServiceLine, FeeSettlement } from '@salon/contracts';
import type { Database } from '../../db/client.ts';
import { appointments, branches, slotReservations, staff, users } from '../../db/schema/index.ts';
import { bookedServiceLine } from '../../lib/booked-service-line.ts';
import { createBranchesRepository } from '../branches/branches.repository.ts';

export type DailyCloseRepository = ReturnType<typeof createDailyCloseRepository>;

/**
 * The booking fee paid online, read from the payment the booking stands on: an appointment
 * exists only once its payment succeeded (docs/architecture.md#booking-and-payment). A booking
 * made at the front desk paid nothing online (docs/decisions/0040-front-desk.md).
 */
const feePaidOnline = sql<number>`(case when ${appointments.source} = 'online' then ${appointments.appointmentFeeLkr} else 0 end)`;
/** The fee given back or taken back: a refund decided (done or still owed), or a chargeback. */
const feeRefunded = sql<number>`(case when ${appointments.refundRequestedAt} is not null or ${appointments.chargedBackAt} is not null then ${appointments.appointmentFeeLkr} else 0 end)`;

export interface DailyCloseRow {
  id: string;
  reference: string;
  startTime: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no-show';
  customerId: string;
  customerName: string;
  customerPhone: string | null;
  staffId: string | null;
  staffName: string | null;
  services: BookedServiceLine[];
  feePaidOnlineLkr: number;
  /** How a front-desk booking's fee was settled; null for one paid online. */
  feeSettlement: FeeSettlement | null;
  feeLkr: number;
  feeRefundedLkr: number;
  servicesTotalLkr: number;
  branchId: string;
  branchName: string;
}

export interface TakenAtDeskRow {
  id: string;
  reference: string;
  customerName: string;
  staffId: string | null;
  staffName: string | null;
  visitDate: string;
  startTime: string;
  status: DailyCloseRow['status'];
  feeLkr: number;
  branchId: string;
  branchName: string;
}

/** One branch's rows (docs/decisions/0045-branches.md); absent, every branch's. */
const atBranch = (branchId: string | undefined) =>
  branchId === undefined ? undefined : eq(appointments.branchId, branchId);

export function createDailyCloseRepository(db: Database) {
  const places = createBranchesRepository(db);
  return {
    /** Every branch, closed ones too, the main one first. */
    branches: () => places.listAll(),

    /** A day's visits, cancelled ones left out (they never came to the desk), by time then chair. */
    async visitsOn(date: string, branchId?: string): Promise<DailyCloseRow[]> {
      const rows = await db
        .select({
          id: appointments.id,
          reference: appointments.reference,
          startTime: appointments.startTime,
          status: appointments.status,
          customerId: users.id,
          customerName: users.name,
          customerPhone: users.phone,
          staffId: staff.id,
          staffName: staff.name,
          services: appointments.services,
          feePaidOnlineLkr: feePaidOnline,
          feeSettlement: appointments.feeSettlement,
          feeLkr: appointments.appointmentFeeLkr,
          feeRefundedLkr: feeRefunded,
          servicesTotalLkr: appointments.servicesTotalLkr,
          branchId: branches.id,
          branchName: branches.name,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .leftJoin(staff, eq(staff.id, slotReservations.staffId))
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .where(and(eq(appointments.date, date), ne(appointments.status, 'cancelled'), atBranch(branchId)))
        .orderBy(asc(appointments.startsAt), asc(slotReservations.chair), asc(appointments.id));
      return rows.map(({ services, ...row }) => ({ ...row, services: services.map(bookedServiceLine) }));
    },

    /**
     * Front-desk bookings made on `date` (the salon's day, in `timeZone`) whose fee was paid at
     * the desk then: that money came in on that day, whatever became of the visit since (a desk
     * booking owes no refund, docs/decisions/0040-front-desk.md).
     */
    async feesTakenAtDeskOn(date: string, timeZone: string, branchId?: string): Promise<TakenAtDeskRow[]> {
      return db
        .select({
          id: appointments.id,
          reference: appointments.reference,
          customerName: users.name,
          staffId: staff.id,
          staffName: staff.name,
          visitDate: appointments.date,
          startTime: appointments.startTime,
          status: appointments.status,
          feeLkr: appointments.appointmentFeeLkr,
          branchId: branches.id,
          branchName: branches.name,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .innerJoin(slotReservations, eq(slotReservations.id, appointments.reservationId))
        .leftJoin(staff, eq(staff.id, slotReservations.staffId))
        .innerJoin(branches, eq(branches.id, appointments.branchId))
        .where(
          and(
            atBranch(branchId),
            eq(appointments.source, 'front-desk'),
            eq(appointments.feeSettlement, 'paid-at-desk'),
            gt(appointments.appointmentFeeLkr, 0),
            sql`(${appointments.createdAt} at time zone ${timeZone})::date = ${date}::date`,
          ),
        )
        .orderBy(asc(appointments.createdAt), asc(appointments.id));
    },
  };
}

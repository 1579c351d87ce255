import type { Language } from '@salon/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { customerMatches, isCustomer } from '../customers/customers.repository.ts';
import type { Database, Executor } from '../../db/client.ts';
import { slotReservations, staff, timeBlocks, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type FrontDeskRepository = ReturnType<typeof createFrontDeskRepository>;

// The stored phone is E.164; its local form is what people type (docs/decisions/0016-phones-in-e164.md).
const localPhone = sql`regexp_replace(coalesce(${users.phone}, ''), '^[+]94', '0')`;

/** A blocked time as the day view and the answers show it. */
export interface TimeBlockRecord {
  id: string;
  reservationId: string;
  staffId: string | null;
  staffName: string | null;
  chair: number | null;
  date: string;
  startsAt: Date;
  endsAt: Date;
  reason: string;
  /** Where it was placed: a chair's block holds that branch's chair, a stylist's the stylist everywhere. */
  branchId: string;
}

/**
 * The front desk's own reads and writes (docs/decisions/0040-front-desk.md): customers found or
 * made at the desk, and blocked time with its reservation. Bookings themselves go through the
 * appointments repository, as online ones do.
 */
export function createFrontDeskRepository(db: Database) {
  const blockColumns = {
    id: timeBlocks.id,
    reservationId: timeBlocks.reservationId,
    staffId: slotReservations.staffId,
    staffName: staff.name,
    chair: slotReservations.chair,
    date: slotReservations.date,
    startsAt: slotReservations.startsAt,
    endsAt: slotReservations.endsAt,
    reason: timeBlocks.reason,
    branchId: slotReservations.branchId,
  };
  const blocksQuery = (executor: Executor) =>
    executor
      .select(blockColumns)
      .from(timeBlocks)
      .innerJoin(slotReservations, eq(slotReservations.id, timeBlocks.reservationId))
      .leftJoin(staff, eq(staff.id, slotReservations.staffId));

  return {
    async findCustomerById(id: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * The customer account with this phone (local form): a confirmed number first, then the
     * oldest account; admins are never customers here.
     */
    async findCustomerByPhone(phone: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor
        .select()
        .from(users)
        .where(and(eq(users.role, 'user'), sql`${localPhone} = ${phone}`))
        .orderBy(sql`${users.phoneConfirmedAt} is null`, asc(users.createdAt))
        .limit(1);
      return row;
    },

    async findUserByEmail(email: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.email, email));
      return row;
    },

    /**
     * A customer record made at the desk: no password, signs in later by mobile or by resetting
     * a password. The phone was given in person, so it counts as confirmed when no other account
     * has it confirmed (docs/decisions/0040-front-desk.md).
     */
    async insertDeskCustomer(
      executor: Executor,
      customer: {
        name: string;
        phone: string;
        email: string | null;
        language: Language;
        confirmedAt: Date | null;
      },
    ): Promise<UserRow> {
      const [row] = await executor
        .insert(users)
        .values({
          name: customer.name,
          phone: customer.phone,
          email: customer.email,
          role: 'user',
          language: customer.language,
          phoneConfirmedAt: customer.confirmedAt,
          // Given in person at the desk, as a mobile sign-up's account is made verified: the
          // customer who later signs in by that number reaches their bookings
          // (docs/decisions/0040-front-desk.md).
          isVerified: true,
        })
        .returning();
      return row!;
    },

    /** Customers whose name, e-mail or phone matches, at most 10, by name. */
    async lookUpCustomers(search: string) {
      return db
        .select({
          _id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          language: users.language,
        })
        .from(users)
        .where(and(isCustomer, customerMatches(search)))
        .orderBy(asc(users.name), asc(users.id))
        .limit(10);
    },

    async insertTimeBlock(
      executor: Executor,
      block: { reservationId: string; reason: string; createdBy: string },
    ) {
      const [row] = await executor.insert(timeBlocks).values(block).returning();
      return row!;
    },

    async findTimeBlock(id: string, executor: Executor = db): Promise<TimeBlockRecord | undefined> {
      const [row] = await blocksQuery(executor).where(eq(timeBlocks.id, id));
      return row;
    },

    /** The blocked times of a date at a branch, by start then chair. */
    timeBlocksOn: (date: string, branchId: string): Promise<TimeBlockRecord[]> =>
      blocksQuery(db)
        .where(
          and(
            eq(slotReservations.date, date),
            eq(slotReservations.branchId, branchId),
            eq(slotReservations.status, 'blocked'),
          ),
        )
        .orderBy(asc(slotReservations.startsAt), asc(slotReservations.chair)),

    /** Removes the block with its reservation (the block row goes with it): the time is free again. */
    async deleteTimeBlock(executor: Executor, reservationId: string) {
      await executor.delete(slotReservations).where(eq(slotReservations.id, reservationId));
    },

    async findStaff(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(eq(staff.id, id));
      return row;
    },
  };
}

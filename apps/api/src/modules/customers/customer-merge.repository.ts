import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  appointmentMoves,
  appointments,
  appointmentStatusChanges,
  cartItems,
  carts,
  customerNotes,
  reviews,
  slotReservations,
  staff,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

export type CustomerMergeRepository = ReturnType<typeof createCustomerMergeRepository>;

export interface MergeParty {
  id: string;
  role: string;
  email: string | null;
  passwordHash: string | null;
  isVerified: boolean;
  phone: string | null;
  phoneConfirmedAt: Date | null;
  googleSubject: string | null;
  address: string | null;
  city: string | null;
  isStaff: boolean;
  hasLiveHold: boolean;
}

/**
 * The statements of a merge (docs/decisions/0041-customers-and-merge.md), each run on the
 * merge's one transaction; which of them run, and in which order, is the service's rule.
 */
export function createCustomerMergeRepository() {
  return {
    /** Both records locked (in id order, so two merges of one pair wait rather than deadlock). */
    async lockParties(tx: Executor, ids: [string, string]): Promise<MergeParty[]> {
      const rows = await tx
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          passwordHash: users.passwordHash,
          isVerified: users.isVerified,
          phone: users.phone,
          phoneConfirmedAt: users.phoneConfirmedAt,
          googleSubject: users.googleSubject,
          address: users.address,
          city: users.city,
        })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.id))
        .for('update');
      // One after another: the transaction's one connection answers one query at a time.
      const linked = await tx.select({ userId: staff.userId }).from(staff).where(inArray(staff.userId, ids));
      const held = await tx
        .select({ userId: slotReservations.userId })
        .from(slotReservations)
        .where(and(inArray(slotReservations.userId, ids), eq(slotReservations.status, 'held')));
      return rows.map((row) => ({
        ...row,
        isStaff: linked.some((link) => link.userId === row.id),
        hasLiveHold: held.some((hold) => hold.userId === row.id),
      }));
    },

    async moveAppointments(tx: Executor, fromId: string, toId: string) {
      const moved = await tx
        .update(appointments)
        .set({ userId: toId })
        .where(eq(appointments.userId, fromId))
        .returning({ id: appointments.id });
      // Changes the duplicate made themselves (a cancellation, a move) now read as the kept record's.
      await tx
        .update(appointmentStatusChanges)
        .set({ changedBy: toId })
        .where(eq(appointmentStatusChanges.changedBy, fromId));
      await tx.update(appointmentMoves).set({ movedBy: toId }).where(eq(appointmentMoves.movedBy, fromId));
      return moved.length;
    },

    /** Every ended hold and booked reservation; the service refuses a merge while one is held. */
    async moveReservations(tx: Executor, fromId: string, toId: string) {
      const moved = await tx
        .update(slotReservations)
        .set({ userId: toId })
        .where(and(eq(slotReservations.userId, fromId), ne(slotReservations.status, 'held')))
        .returning({ id: slotReservations.id });
      // A waitlist offer names its entry: the entries go with them (docs/decisions/0042-waitlist.md).
      await tx.update(waitlistEntries).set({ userId: toId }).where(eq(waitlistEntries.userId, fromId));
      return moved.length;
    },

    async moveNotes(tx: Executor, fromId: string, toId: string) {
      const moved = await tx
        .update(customerNotes)
        .set({ userId: toId })
        .where(eq(customerNotes.userId, fromId))
        .returning({ id: customerNotes.id });
      return moved.length;
    },

    /** The duplicate's review, when the kept record has none (one review per customer). */
    async moveReviewIfNone(tx: Executor, fromId: string, toId: string) {
      const moved = await tx
        .update(reviews)
        .set({ userId: toId })
        .where(
          and(
            eq(reviews.userId, fromId),
            sql`not exists (select 1 from ${reviews} kept where kept.user_id = ${toId})`,
          ),
        )
        .returning({ id: reviews.id });
      return moved.length;
    },

    /**
     * The duplicate's cart, when the kept record's is missing or empty (a cart is one visit's
     * choice: two are not mixed). Returns how many items moved.
     */
    async moveCartIfEmpty(tx: Executor, fromId: string, toId: string) {
      const [kept] = await tx
        .select({ id: carts.id, items: count(cartItems.id) })
        .from(carts)
        .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
        .where(eq(carts.userId, toId))
        .groupBy(carts.businessId, carts.id);
      if (kept && kept.items > 0) return 0;
      const [duplicate] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, fromId));
      if (!duplicate) return 0;
      if (kept) await tx.delete(carts).where(eq(carts.id, kept.id));
      await tx.update(carts).set({ userId: toId }).where(eq(carts.id, duplicate.id));
      const [items] = await tx
        .select({ count: count() })
        .from(cartItems)
        .where(eq(cartItems.cartId, duplicate.id));
      return items?.count ?? 0;
    },

    /** The duplicate goes, with its sessions, codes and whatever did not move (cascades). */
    async deleteUser(tx: Executor, id: string) {
      await tx.delete(users).where(eq(users.id, id));
    },

    /**
     * What the kept record takes over from the duplicate. The phone first and its confirmation
     * after: the users_phone_change_unconfirms trigger clears a confirmation set with a new phone.
     */
    async takeOver(
      tx: Executor,
      id: string,
      changes: {
        email?: string | null;
        passwordHash?: string | null;
        isVerified?: boolean;
        googleSubject?: string | null;
        address?: string | null;
        city?: string | null;
        phone?: string | null;
        phoneConfirmedAt?: Date | null;
      },
    ) {
      const { phone, phoneConfirmedAt, ...rest } = changes;
      const fields = { ...rest, ...(phone !== undefined ? { phone } : {}) };
      if (Object.keys(fields).length > 0) {
        await tx
          .update(users)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(users.id, id));
      }
      if (phoneConfirmedAt) {
        await tx
          .update(users)
          .set({ phoneConfirmedAt })
          .where(and(eq(users.id, id), isNull(users.phoneConfirmedAt)));
      }
    },
  };
}

import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.ts';
import {
  slotReservations,
  users,
  waitlistEntries,
  waitlistFreedTimes,
  waitlistWindows,
} from '../../db/schema/index.ts';
import type {
  BookedService,
  SlotReservationRow,
  WaitlistEntryRow,
  WaitlistFreedTimeRow,
  WaitlistWindowRow,
} from '../../db/schema/index.ts';
import { createBranchesRepository } from '../branches/branches.repository.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';

export type NewOffer = typeof slotReservations.$inferInsert;

export interface NewEntry {
  userId: string;
  services: BookedService[];
  durationMinutes: number;
  staffId: string | null;
  branchId: string | null;
  windows: Array<{ date: string; from: string; to: string }>;
  createdAt: Date;
}

export type EntryWithWindows = WaitlistEntryRow & { windows: WaitlistWindowRow[] };

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;

/** An entry whose offer was booked has what it waited for: it waits no more. */
const notBooked = sql`not exists (select 1 from ${slotReservations} r where r.waitlist_entry_id = ${waitlistEntries.id} and r.status = 'booked')`;

/** The waitlist's rows (docs/decisions/0042-waitlist.md): entries, their windows, freed times and offers. */
/** No claim is opening the hold's payment at this moment (its mark is `claiming:<id>` meanwhile). */
const notClaimingNow = sql`(${slotReservations.paymentIntentId} is null or ${slotReservations.paymentIntentId} not like 'claiming:%')`;

export function createWaitlistRepository(db: Database) {
  const settings = createSettingsRepository(db);
  const places = createBranchesRepository(db);

  async function withWindows(executor: Executor, entries: WaitlistEntryRow[]): Promise<EntryWithWindows[]> {
    if (entries.length === 0) return [];
    const windows = await executor
      .select()
      .from(waitlistWindows)
      .where(
        inArray(
          waitlistWindows.entryId,
          entries.map((entry) => entry.id),
        ),
      )
      .orderBy(asc(waitlistWindows.date), asc(waitlistWindows.fromTime));
    return entries.map((entry) => ({ ...entry, windows: windows.filter((w) => w.entryId === entry.id) }));
  }

  return {
    db: db as Executor,
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),
    /** Runs `work` in a savepoint of the transaction: its failure undoes only its own statements. */
    savepoint: <T>(tx: Executor, work: (sp: Executor) => Promise<T>) =>
      (tx as Database).transaction((sp) => work(sp)),

    /** The day's lock booking takes (docs/decisions/0005-capacity-under-concurrency.md). */
    lockDay: (executor: Executor, date: string) =>
      executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`salon-day:${date}`}))`),

    loadHours: (executor: Executor = db) => settings.loadHours(executor),
    loadOfferMinutes: (executor: Executor = db) => settings.loadWaitlistOfferMinutes(executor),
    saveOfferMinutes: (minutes: number) => settings.saveWaitlistOfferMinutes(minutes),
    loadBookingFee: async (executor: Executor = db) =>
      (await settings.loadBookingRules(executor)).bookingFeeLkr,

    /** Every branch, closed ones too, the main one first (docs/decisions/0045-branches.md). */
    branches: (executor: Executor = db) => places.listAll(executor),
    /** The services offered at a branch with its own prices (null: the catalogue's). */
    offeredAt: (branchId: string, executor: Executor = db) => places.offeredAt(branchId, executor),

    /**
     * The branch whose time a freed time gave back: the one it names (a branch's hours or
     * closure), else its reservation's. Undefined when it names neither (a whole day of every
     * branch) or the reservation is gone (blocked time removed): any branch.
     */
    async branchOfFreedTime(executor: Executor, freed: WaitlistFreedTimeRow): Promise<string | undefined> {
      if (freed.branchId) return freed.branchId;
      if (!freed.reservationId) return undefined;
      const [row] = await executor
        .select({ branchId: slotReservations.branchId })
        .from(slotReservations)
        .where(eq(slotReservations.id, freed.reservationId));
      return row?.branchId;
    },

    async insertEntry(entry: NewEntry): Promise<EntryWithWindows> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(waitlistEntries)
          .values({
            userId: entry.userId,
            services: entry.services,
            durationMinutes: entry.durationMinutes,
            staffId: entry.staffId,
            branchId: entry.branchId,
            createdAt: entry.createdAt,
          })
          .returning();
        const windows = await tx
          .insert(waitlistWindows)
          .values(
            entry.windows.map((w) => ({ entryId: row!.id, date: w.date, fromTime: w.from, toTime: w.to })),
          )
          .returning();
        // Time already free in a window is offered at once: its days are worked as freed days,
        // recorded with the entry so a crash loses neither.
        const days = [...new Set(entry.windows.map((w) => w.date))].sort();
        await tx.insert(waitlistFreedTimes).values(days.map((date) => ({ date })));
        return { ...row!, windows };
      });
    },

    /** The customer's waiting entries with a window not yet past, oldest first. */
    async listWaitingOf(userId: string, today: string): Promise<EntryWithWindows[]> {
      const rows = await db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            eq(waitlistEntries.status, 'waiting'),
            notBooked,
            sql`exists (select 1 from ${waitlistWindows} w where w.entry_id = ${waitlistEntries.id} and w.date >= ${today})`,
          ),
        )
        .orderBy(asc(waitlistEntries.position));
      return withWindows(db, rows);
    },

    /** The customer's offers whose hold the database still calls live. */
    async liveOffersOf(userId: string) {
      return db
        .select()
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.userId, userId),
            eq(slotReservations.status, 'held'),
            sql`${slotReservations.waitlistEntryId} is not null`,
            sql`${slotReservations.holdExpiresAt} > now()`,
          ),
        )
        .orderBy(asc(slotReservations.startsAt));
    },

    /**
     * Ends the customer's own waiting entry and lets a live unpaid offer of it go (its time passes
     * on to the next entry through the freed-time trigger). False when no such entry is theirs.
     */
    async leave(userId: string, entryId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const left = await tx
          .update(waitlistEntries)
          .set({ status: 'left', leftAt: now })
          .where(
            and(
              eq(waitlistEntries.id, entryId),
              eq(waitlistEntries.userId, userId),
              eq(waitlistEntries.status, 'waiting'),
              notBooked,
            ),
          )
          .returning({ id: waitlistEntries.id });
        if (left.length === 0) return false;
        await tx
          .update(slotReservations)
          .set({ status: 'released' })
          .where(
            and(
              eq(slotReservations.waitlistEntryId, entryId),
              eq(slotReservations.status, 'held'),
              isNull(slotReservations.paymentIntentId),
            ),
          );
        return true;
      });
    },

    /** The oldest freed time no worker has taken, locked for this transaction; others skip it. */
    async takeNextFreedTime(executor: Executor): Promise<WaitlistFreedTimeRow | undefined> {
      const [row] = await executor
        .select()
        .from(waitlistFreedTimes)
        .where(isNull(waitlistFreedTimes.processedAt))
        .orderBy(asc(waitlistFreedTimes.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async hasPendingFreedTime(): Promise<boolean> {
      const [row] = await db
        .select({ id: waitlistFreedTimes.id })
        .from(waitlistFreedTimes)
        .where(isNull(waitlistFreedTimes.processedAt))
        .limit(1);
      return row !== undefined;
    },

    async markFreedTimeDone(executor: Executor, id: number, offerReservationId: string | null) {
      await executor
        .update(waitlistFreedTimes)
        .set({ processedAt: sql`now()`, offerReservationId })
        .where(eq(waitlistFreedTimes.id, id));
    },

    /**
     * A freed time of every day is split into one per day some waiting entry asks for; one of a
     * branch's days (its hours changed) keeps the branch, and asks only its entries and any branch's.
     */
    async splitIntoDays(executor: Executor, today: string, branchId: string | null = null) {
      await executor.execute(sql`
        insert into ${waitlistFreedTimes} (date, branch_id)
        select distinct w.date, ${branchId}::uuid from ${waitlistWindows} w
        join ${waitlistEntries} e on e.id = w.entry_id and e.status = 'waiting'
        where w.date >= ${today}
          and (${branchId}::uuid is null or e.branch_id is null or e.branch_id = ${branchId}::uuid)
        order by w.date`);
    },

    /** Waiting entries with a window on the date, in join order, with their windows. */
    async waitingOn(executor: Executor, date: string): Promise<EntryWithWindows[]> {
      const rows = await executor
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.status, 'waiting'),
            notBooked,
            sql`exists (select 1 from ${waitlistWindows} w where w.entry_id = ${waitlistEntries.id} and w.date = ${date})`,
          ),
        )
        .orderBy(asc(waitlistEntries.position));
      return withWindows(executor, rows);
    },

    async findEntry(entryId: string, executor: Executor = db): Promise<EntryWithWindows | undefined> {
      const [row] = await executor.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
      return row ? (await withWindows(executor, [row]))[0] : undefined;
    },

    /** Whether the entry was ever offered this start (an offer it let lapse is not made again). */
    async wasOffered(executor: Executor, entryId: string, startsAt: Date): Promise<boolean> {
      const [row] = await executor
        .select({ id: slotReservations.id })
        .from(slotReservations)
        .where(and(eq(slotReservations.waitlistEntryId, entryId), eq(slotReservations.startsAt, startsAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the customer has a hold under way (one live hold per customer, migration 0005). */
    async hasLiveHold(executor: Executor, userId: string, now: Date): Promise<boolean> {
      const [row] = await executor
        .select({ id: slotReservations.id })
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.userId, userId),
            eq(slotReservations.status, 'held'),
            gt(slotReservations.holdExpiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

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
     * Places an offer's hold in a savepoint: a constraint it hits (the customer started a checkout
     * meanwhile, the entry got an offer elsewhere) undoes only this attempt. Undefined then.
     */
    async insertOffer(executor: Executor, offer: NewOffer): Promise<SlotReservationRow | undefined> {
      const tx = executor as Database;
      try {
        return await tx.transaction(async (savepoint) => {
          const [row] = await savepoint.insert(slotReservations).values(offer).returning();
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error) || isExclusionViolation(error)) return undefined;
        throw error;
      }
    },

    async customerOf(executor: Executor, userId: string) {
      const [row] = await executor
        .select({
          name: users.name,
          email: users.email,
          phone: users.phone,
          phoneConfirmedAt: users.phoneConfirmedAt,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The offer behind a link, only while the database calls its hold live (`hold_expires_at >
     * now()`): the claim itself decides expiry, never the app's clock.
     */
    async findLiveOffer(executor: Executor, tokenHash: string, userId: string) {
      const [row] = await executor
        .select()
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.offerTokenHash, tokenHash),
            eq(slotReservations.userId, userId),
            eq(slotReservations.status, 'held'),
            notClaimingNow,
            sql`${slotReservations.holdExpiresAt} > now()`,
          ),
        );
      return row;
    },

    /**
     * Claims an offer for payment: only a live hold of this customer that no other claim is
     * opening right now. A claim whose payment was opened already may be opened again (the page
     * reloaded, Proceed pressed twice): the provider answers the hold's idempotency key with the
     * same payment, so it is never paid twice. The database's clock decides whether it lapsed.
     */
    async claimOffer(executor: Executor, offer: { tokenHash: string } | { id: string }, userId: string) {
      const [row] = await executor
        .update(slotReservations)
        .set({ paymentIntentId: sql`'claiming:' || ${slotReservations.id}::text` })
        .where(
          and(
            'tokenHash' in offer
              ? eq(slotReservations.offerTokenHash, offer.tokenHash)
              : and(eq(slotReservations.id, offer.id), isNotNull(slotReservations.waitlistEntryId)),
            eq(slotReservations.userId, userId),
            eq(slotReservations.status, 'held'),
            notClaimingNow,
            sql`${slotReservations.holdExpiresAt} > now()`,
          ),
        )
        .returning();
      return row;
    },
  };
}

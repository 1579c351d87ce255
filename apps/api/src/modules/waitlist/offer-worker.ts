import { toMinutes, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { BranchRow, SlotReservationRow, WaitlistFreedTimeRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { generateToken, sha256 } from '../../lib/secrets.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { EntryWithWindows, WaitlistRepository } from './waitlist.repository.ts';

/** What the customer is told of an offer: the hold, and the link's token (stored only as its hash). */
export interface MadeOffer {
  reservation: SlotReservationRow;
  token: string;
  startTime: string;
}

export interface OfferMakerDeps {
  repository: WaitlistRepository;
  availability: AvailabilityService;
  clock: Clock;
  timeZone: string;
  /** Queues the customer's mail and text with the link, in the offer's transaction. */
  onOffered: (offer: MadeOffer, tx: Executor) => Promise<unknown>;
  logError: (error: unknown, message: string) => void;
}

export type OfferMaker = ReturnType<typeof createOfferMaker>;

/** The salon-local start of an instant on its day ("10:30"). */
const localStart = (instant: Date, timeZone: string) => toTimeString(salonClock(instant, timeZone).minutes);

/**
 * docs/decisions/0042-waitlist.md: turns freed time into offers. Each freed time is taken once
 * (a row lock other workers skip), under the day's lock as booking holds it; the first waiting
 * entry, in join order, whose window covers a start the booking rules allow (judgeStart, as
 * for a checkout hold) gets the time held for the owner's offer minutes. The hold, the freed
 * time marked done and the messages commit together.
 */
export function createOfferMaker({
  repository,
  availability,
  clock,
  timeZone,
  onOffered,
  logError,
}: OfferMakerDeps) {
  /** The starts of the entry's windows on the date worth judging for this freed time. */
  function candidateStarts(entry: EntryWithWindows, freed: WaitlistFreedTimeRow, stepMinutes: number) {
    const windows = entry.windows.filter((w) => w.date === freed.date);
    if (freed.startsAt) {
      const start = localStart(freed.startsAt, timeZone);
      return windows.some((w) => w.fromTime <= start && start < w.toTime) ? [start] : [];
    }
    const starts: string[] = [];
    for (const w of windows)
      for (let minute = toMinutes(w.fromTime); minute < toMinutes(w.toTime); minute += stepMinutes)
        starts.push(toTimeString(minute));
    return [...new Set(starts)].sort();
  }

  /**
   * Where an entry may be offered this freed time (docs/decisions/0042-waitlist.md): at the
   * freed time's branch when it has one, if the entry waits there or at any branch; otherwise
   * (a whole day, a reservation gone) at the entry's branch, or at each open branch in order.
   * Only open branches offering every service of the entry.
   */
  function branchesFor(
    entry: EntryWithWindows,
    freedBranchId: string | undefined,
    open: readonly BranchRow[],
    offered: ReadonlyMap<string, ReadonlyMap<string, number | null>>,
  ): BranchRow[] {
    if (freedBranchId && entry.branchId && entry.branchId !== freedBranchId) return [];
    const wanted = freedBranchId ?? entry.branchId;
    return open.filter(
      (branch) =>
        (wanted === null || branch.id === wanted) &&
        entry.services.every((service) => offered.get(branch.id)?.has(service.serviceId)),
    );
  }

  /** Places the hold for the first entry that fits; undefined when none does. */
  async function offerTo(
    tx: Executor,
    entries: EntryWithWindows[],
    freed: WaitlistFreedTimeRow & { date: string },
  ): Promise<MadeOffer | undefined> {
    const hours = await repository.loadHours(tx);
    const minutes = await repository.loadOfferMinutes(tx);
    const salonFeeLkr = await repository.loadBookingFee(tx);
    const freedBranchId = await repository.branchOfFreedTime(tx, freed);
    const open = (await repository.branches(tx)).filter((branch) => branch.closedAt === null);
    const offered = new Map<string, ReadonlyMap<string, number | null>>();
    for (const branch of open) offered.set(branch.id, await repository.offeredAt(branch.id, tx));
    entries: for (const entry of entries) {
      // A named stylist waits for their own time; anyone takes whoever the rules choose.
      if (entry.staffId && freed.staffId && entry.staffId !== freed.staffId) continue;
      const places = branchesFor(entry, freedBranchId, open, offered);
      if (places.length === 0) continue;
      if (await repository.hasLiveHold(tx, entry.userId, clock.now())) continue;
      for (const branch of places) {
        // The branch's prices (docs/decisions/0045-branches.md): the claim pays and books them.
        const prices = offered.get(branch.id)!;
        const services = entry.services.map((service) => ({
          ...service,
          priceLkr: prices.get(service.serviceId) ?? service.priceLkr,
        }));
        for (const startTime of candidateStarts(entry, freed, hours.slotStepMinutes)) {
          const startsAt = salonInstant(freed.date, startTime, timeZone);
          if (await repository.wasOffered(tx, entry.id, startsAt)) continue;
          const judged = await availability.judgeStart(tx, {
            date: freed.date,
            startTime,
            startsAt,
            branchId: branch.id,
            visit: {
              kind: 'choose',
              staffId: entry.staffId ?? undefined,
              durationMinutes: entry.durationMinutes,
              lines: services.map((s) => ({
                serviceId: s.serviceId,
                quantity: s.quantity,
                priceLkr: s.priceLkr,
                durationMinutes: s.durationMinutes,
              })),
            },
          });
          if (judged.broken) continue;
          const token = generateToken();
          const lines = judged.lines;
          const reservation = await repository.insertOffer(tx, {
            userId: entry.userId,
            branchId: branch.id,
            date: freed.date,
            chair: judged.chair,
            staffId: judged.staffId,
            startsAt,
            endsAt: new Date(startsAt.getTime() + judged.durationMinutes * 60_000),
            blockedUntil: judged.blockedUntil,
            status: 'held',
            holdExpiresAt: addSeconds(clock.now(), minutes * 60),
            bookingFeeLkr: branch.bookingFeeLkr ?? salonFeeLkr,
            services: lines
              ? services.map((service, index) => ({
                  ...service,
                  priceLkr: lines[index]!.priceLkr,
                  durationMinutes: lines[index]!.durationMinutes,
                }))
              : services,
            specialOffer: null,
            createdAt: clock.now(),
            waitlistEntryId: entry.id,
            offerTokenHash: sha256(token),
            offeredFromReservationId: freed.originReservationId,
          });
          // The customer started a checkout meanwhile: the next entry gets the time.
          if (!reservation) continue entries;
          return { reservation, token, startTime };
        }
      }
    }
    return undefined;
  }

  /** Works one freed time; false when there was none left to take. */
  async function workOne(): Promise<{ worked: boolean; offer?: MadeOffer }> {
    return repository.transaction(async (tx) => {
      const freed = await repository.takeNextFreedTime(tx);
      if (!freed) return { worked: false };
      const today = salonClock(clock.now(), timeZone).date;
      if (freed.date === null) {
        await repository.splitIntoDays(tx, today, freed.branchId);
        await repository.markFreedTimeDone(tx, freed.id, null);
        return { worked: true };
      }
      if (freed.date < today) {
        await repository.markFreedTimeDone(tx, freed.id, null);
        return { worked: true };
      }
      const date = freed.date;
      // In a savepoint: a freed time that fails (a bug, a row it cannot read) is logged and
      // marked worked without an offer, so it never holds back the ones after it.
      const offer = await repository
        .savepoint(tx, async (sp) => {
          await repository.lockDay(sp, date);
          // Lapsed holds stop counting (their own freed times follow this one).
          await repository.releaseLapsedHolds(sp, date, clock.now());
          const entries = await repository.waitingOn(sp, date);
          const made = entries.length ? await offerTo(sp, entries, { ...freed, date }) : undefined;
          if (made) await onOffered(made, sp);
          return made;
        })
        .catch((error: unknown) => {
          logError(error, `waitlist: freed time ${freed.id} could not be offered; passed over`);
          return undefined;
        });
      await repository.markFreedTimeDone(tx, freed.id, offer?.reservation.id ?? null);
      return offer ? { worked: true, offer } : { worked: true };
    });
  }

  return {
    workOne,
    offerTo,
    /** Queues the customer's messages of an offer made outside workOne (the owner's, by hand). */
    announce: onOffered,
  };
}

export interface OfferWorkerOptions {
  /** How often to look for freed time besides being woken; 0 turns the timer off. */
  pollMs: number;
  logError: (error: unknown, message: string) => void;
}

/**
 * One drain loop per process: woken in-process after a write and by a timer, it works freed
 * times until none is left. Several processes drain side by side; the row locks keep them apart.
 */
export function createOfferWorker(maker: OfferMaker, { pollMs, logError }: OfferWorkerOptions) {
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function drain(): Promise<number> {
    let offers = 0;
    do {
      again = false;
      for (;;) {
        if (stopped) return offers;
        const { worked, offer } = await maker.workOne();
        if (!worked) break;
        if (offer) offers++;
      }
    } while (again);
    return offers;
  }

  /** Drains now, or once more after the drain under way; resolves when the queue was empty. */
  function wake(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => {
        logError(error, 'waitlist offers failed; the next wake or poll retries');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    wake,
    start() {
      if (pollMs <= 0) return;
      timer = setInterval(() => void wake(), pollMs);
      timer.unref();
      void wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

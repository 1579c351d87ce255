import { branchMessages, waitlistMessages as m, staffMessages } from '@salon/contracts';
import type { JoinWaitlistRequest, WaitlistEntry, WaitlistOffer } from '@salon/contracts';
import { addDays, lineDurationMinutes, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { BookedService, BranchRow, SlotReservationRow } from '../../db/schema/index.ts';
import { sqlState } from '../../db/errors.ts';
import { bookedServiceLine } from '../../lib/booked-service-line.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import { bookedTitleTranslations } from '../appointments/booked-service-titles.ts';
import { branchAmong } from '../availability/availability.service.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { MAX_APPOINTMENT_MINUTES } from '../appointments/hold-limits.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import { offerClaimPath } from '../notifications/waitlist-offer-messages.ts';
import type { WaitlistOffer as OfferForMessages } from '../notifications/waitlist-offer-messages.ts';
import type { MadeOffer, OfferMaker } from './offer-worker.ts';
import type { EntryWithWindows, WaitlistRepository } from './waitlist.repository.ts';
import type { WaitlistAdminRepository } from './waitlist-admin.repository.ts';

export interface WaitlistServiceDeps {
  repository: WaitlistRepository;
  services: Pick<ServicesRepository, 'findLiveById'>;
  availability: Pick<AvailabilityService, 'hasNoStylistFor'>;
  clock: Clock;
  timeZone: string;
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

const presentServices = (services: BookedService[]) =>
  services.map((s) => ({ serviceId: s.serviceId, ...bookedServiceLine(s) }));

/** An offer's services as its hold books them: prices, lengths and titles in every language. */
const presentHeldServices = (services: BookedService[]) =>
  services.map((s) => ({
    serviceId: s.serviceId,
    title: s.title,
    quantity: s.quantity,
    priceLkr: s.priceLkr,
    durationMinutes: s.durationMinutes,
    ...(s.translations && { translations: s.translations }),
  }));

/**
 * Claims the offer behind a link for payment (docs/decisions/0042-waitlist.md): the customer's
 * own live hold, once; the database decides whether it lapsed. Undefined when it cannot be had.
 */
export const claimWaitlistOffer = (
  repository: Pick<WaitlistRepository, 'claimOffer'>,
  tx: Executor,
  offer: { token: string } | { id: string },
  userId: string,
) =>
  repository.claimOffer(tx, 'token' in offer ? { tokenHash: sha256(offer.token) } : { id: offer.id }, userId);

/** Branch names by id, to name each entry's branch (docs/decisions/0042-waitlist.md). */
const namesOf = (branches: readonly BranchRow[]) =>
  new Map(branches.map((branch) => [branch.id, branch.name]));

/** The names an offer's branch is told by: only with two or more open branches. */
const offerPlaces = (branches: readonly BranchRow[]) =>
  branches.filter((branch) => branch.closedAt === null).length > 1 ? namesOf(branches) : undefined;

export function presentEntry(
  entry: EntryWithWindows,
  branchNames: ReadonlyMap<string, string>,
): WaitlistEntry {
  return {
    _id: entry.id,
    windows: entry.windows.map((w) => ({ date: w.date, from: w.fromTime, to: w.toTime })),
    services: presentServices(entry.services),
    durationMinutes: entry.durationMinutes,
    staffId: entry.staffId,
    branchId: entry.branchId,
    branchName: entry.branchId ? (branchNames.get(entry.branchId) ?? null) : null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The customer's (or the owner's) view of an offer's hold, in salon-local times. */
export function presentOffer(
  reservation: SlotReservationRow,
  timeZone: string,
  token?: string,
  /** Open branches' names with two or more (docs/decisions/0045-branches.md); else the offer names none. */
  branchNames?: ReadonlyMap<string, string>,
): WaitlistOffer {
  return {
    branchName: branchNames?.get(reservation.branchId) ?? null,
    _id: reservation.id,
    entryId: reservation.waitlistEntryId!,
    date: reservation.date,
    startTime: toTimeString(salonClock(reservation.startsAt, timeZone).minutes),
    endTime: toTimeString(salonClock(reservation.endsAt, timeZone).minutes),
    staffId: reservation.staffId,
    holdExpiresAt: reservation.holdExpiresAt?.toISOString() ?? null,
    bookingFeeLkr: reservation.bookingFeeLkr,
    services: presentHeldServices(reservation.services),
    branchId: reservation.branchId,
    ...(token && { claimPath: offerClaimPath(token) }),
  };
}

/**
 * docs/decisions/0042-waitlist.md: a signed-in customer waits for time on full days with up to
 * five windows, sees their entries and the offers held for them, and leaves when they like.
 */
export function createWaitlistService({
  repository,
  services,
  availability,
  clock,
  timeZone,
}: WaitlistServiceDeps) {
  const today = () => salonClock(clock.now(), timeZone).date;

  /** The services as they would be booked; at a branch, only those it offers, at its prices. */
  async function snapshot(
    requested: JoinWaitlistRequest['services'],
    offered: ReadonlyMap<string, number | null> | undefined,
  ) {
    const booked: BookedService[] = [];
    for (const { _id, quantity = 1 } of requested) {
      const service = await services.findLiveById(_id);
      if (!service) throw new BadRequestError(m.servicesRequired, { missingIds: [_id] });
      if (offered && !offered.has(service.id))
        throw new BadRequestError(branchMessages.serviceNotOfferedAtBranch, { missingIds: [_id] });
      booked.push({
        serviceId: service.id,
        title: service.title,
        priceLkr: offered?.get(service.id) ?? service.priceLkr,
        quantity,
        durationMinutes: service.durationMinutes,
        ...bookedTitleTranslations(service.translations),
      });
    }
    return booked;
  }

  return {
    async join(userId: string, input: JoinWaitlistRequest) {
      const hours = await repository.loadHours();
      const first = today();
      const last = addDays(first, hours.horizonDays);
      if (input.windows.some((w) => w.date < first || w.date > last))
        throw new BadRequestError(m.windowOutsideHorizon);
      // A named branch must be open (docs/decisions/0045-branches.md); absent: any branch.
      const branches = await repository.branches();
      const branch = input.branchId === undefined ? undefined : branchAmong(branches, input.branchId);
      const booked = await snapshot(input.services, branch && (await repository.offeredAt(branch.id)));
      const durationMinutes = booked.reduce((sum, line) => sum + lineDurationMinutes(line), 0);
      if (durationMinutes > MAX_APPOINTMENT_MINUTES) throw new BadRequestError(m.joinFailed);
      // docs/decisions/0051-branch-without-team.md: where no stylist does these services no offer
      // can ever come, so the join is refused as a booking there would be.
      if (branch && (await availability.hasNoStylistFor(branch.id, booked)))
        throw new BadRequestError(staffMessages.noStylistAtBranch);
      const entry = await repository
        .insertEntry({
          userId,
          services: booked,
          durationMinutes,
          staffId: input.staffId ?? null,
          branchId: branch?.id ?? null,
          windows: input.windows,
          createdAt: clock.now(),
        })
        .catch((error: unknown) => {
          if (sqlState(error) === '23503') throw new NotFoundError(staffMessages.staffNotFound);
          throw error;
        });
      return presentEntry(entry, namesOf(branches));
    },

    async mine(userId: string) {
      const [entries, offers, branches] = await Promise.all([
        repository.listWaitingOf(userId, today()),
        repository.liveOffersOf(userId),
        repository.branches(),
      ]);
      const names = namesOf(branches);
      return {
        entries: entries.map((entry) => presentEntry(entry, names)),
        // The link's token is known only to the messages; the account page claims by offer id.
        offers: offers.map((offer) => presentOffer(offer, timeZone, undefined, offerPlaces(branches))),
      };
    },

    async leave(userId: string, entryId: string) {
      if (!(await repository.leave(userId, entryId, clock.now()))) throw new NotFoundError(m.entryNotFound);
    },

    /** The offer behind a link, only the customer's own and only while its hold lives. */
    async findOffer(userId: string, token: string) {
      const offer = await repository.findLiveOffer(repository.db, sha256(token), userId);
      if (!offer) throw new ConflictError(m.offerEnded);
      return presentOffer(offer, timeZone, token, offerPlaces(await repository.branches()));
    },

    /** Turns a made offer into what the customer's messages say. */
    async messageOf(offer: MadeOffer, tx: Executor): Promise<OfferForMessages | undefined> {
      const customer = await repository.customerOf(tx, offer.reservation.userId);
      if (!customer) return undefined;
      // The branch the time is held at, named in the mail with two or more open branches.
      const all = await repository.branches(tx);
      const at = all.find((branch) => branch.id === offer.reservation.branchId);
      return {
        reservation: offer.reservation,
        ...(at && {
          branch: {
            name: at.name,
            address: at.address,
            phone: at.phone,
            mapUrl: at.mapUrl,
            named: all.filter((branch) => branch.closedAt === null).length > 1,
          },
        }),
        startTime: offer.startTime,
        endTime: toTimeString(salonClock(offer.reservation.endsAt, timeZone).minutes),
        token: offer.token,
        customer,
      };
    },
  };
}

/** The owner's waitlist (docs/decisions/0042-waitlist.md): a day's entries and offers, offers by hand, the fill rate. */
export function createWaitlistAdminService({
  repository,
  reads,
  maker,
  clock,
  timeZone,
}: {
  repository: WaitlistRepository;
  reads: WaitlistAdminRepository;
  maker: OfferMaker;
  clock: Clock;
  timeZone: string;
}) {
  return {
    /**
     * With a branch (docs/decisions/0042-waitlist.md): the entries waiting there or at any branch,
     * the offers made there, and the fill rate of its cancellations. Unknown is not found.
     */
    async day(date: string, branchId?: string) {
      const branches = await repository.branches();
      if (branchId !== undefined) branchAmong(branches, branchId, true);
      const branchNames = namesOf(branches);
      const day = await reads.dayForOwner(date);
      const { customers } = day;
      const entries = day.entries.filter(
        (entry) => branchId === undefined || entry.branchId === null || entry.branchId === branchId,
      );
      const offers = day.offers.filter((offer) => branchId === undefined || offer.branchId === branchId);
      const names = new Map(customers.map((c) => [c.id, c.name]));
      const now = clock.now();
      const live = (o: SlotReservationRow) =>
        o.status === 'held' && o.holdExpiresAt !== null && o.holdExpiresAt > now;
      const from = addDays(date, -30);
      const fill = await reads.fillRate(from, date, branchId);
      const userOfEntry = new Map(entries.map((e) => [e.id, e.userId]));
      return {
        date,
        entries: entries.map((entry) => ({
          ...presentEntry(entry, branchNames),
          customerName: names.get(entry.userId) ?? '',
          hasLiveOffer: offers.some((o) => o.waitlistEntryId === entry.id && live(o)),
        })),
        offers: offers.map((offer) => ({
          ...presentOffer(offer, timeZone, undefined, offerPlaces(branches)),
          customerName: names.get(userOfEntry.get(offer.waitlistEntryId!) ?? '') ?? '',
          status: live(offer)
            ? ('held' as const)
            : offer.status === 'booked'
              ? ('booked' as const)
              : ('ended' as const),
        })),
        fillRate: { from, to: date, ...fill },
        offerMinutes: await repository.loadOfferMinutes(),
      };
    },

    /** How long the next offers hold their time; offers made already keep theirs. */
    async setOfferMinutes(minutes: number) {
      await repository.saveOfferMinutes(minutes);
      return { offerMinutes: await repository.loadOfferMinutes() };
    },

    /**
     * The branch an entry waits at, which decides whether a branch manager may offer it a time
     * (docs/decisions/0049-branch-manager.md); undefined when it waits at any branch, or there is
     * no such entry.
     */
    branchIdOfEntry: async (entryId: string) => (await repository.findEntry(entryId))?.branchId ?? undefined,

    /**
     * The owner (or a branch manager) offers a start to one waiting entry; the same rules as the
     * worker's offers. With a branch the offer is made there only (unknown 404, closed 400).
     */
    async offerByHand(
      entryId: string,
      input: { date: string; startTime: string; branchId?: string | undefined },
    ) {
      const entry = await repository.findEntry(entryId);
      if (!entry || entry.status !== 'waiting') throw new NotFoundError(m.entryNotFound);
      if (input.branchId !== undefined) branchAmong(await repository.branches(), input.branchId);
      const made = await repository.transaction(async (tx) => {
        await repository.lockDay(tx, input.date);
        await repository.releaseLapsedHolds(tx, input.date, clock.now());
        const startsAt = salonInstant(input.date, input.startTime, timeZone);
        const offer = await maker.offerTo(
          tx,
          [
            {
              ...entry,
              windows: [
                {
                  businessId: entry.businessId,
                  id: '',
                  entryId,
                  date: input.date,
                  fromTime: input.startTime,
                  toTime: '24:00',
                },
              ],
            },
          ],
          {
            businessId: entry.businessId,
            id: 0,
            date: input.date,
            startsAt,
            blockedUntil: null,
            staffId: null,
            reservationId: null,
            originReservationId: null,
            // At the branch asked, else the entry's own (or any), as a whole day is tried.
            branchId: input.branchId ?? null,
            createdAt: clock.now(),
            processedAt: null,
            offerReservationId: null,
          },
        );
        if (offer) await maker.announce(offer, tx);
        return offer;
      });
      if (!made) throw new ConflictError(m.adminNothingFits);
      return presentOffer(made.reservation, timeZone);
    },
  };
}

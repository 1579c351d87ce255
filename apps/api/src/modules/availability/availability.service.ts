import type { AvailabilitySettings, BusyInterval, SalonNow } from '@salon/domain';
import { branchMessages } from '@salon/contracts';
import {
  bookableDay,
  closedReason,
  datesOfMonth,
  findAvailableSlots,
  findTeamSlots,
  stylistTimeAt,
} from '@salon/domain';
import type { BranchRow, SlotReservationRow } from '../../db/schema/index.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock } from '../../lib/salon-time.ts';
import { mainOf } from './availability.repository.ts';
import type { AvailabilityRepository, DayReservation } from './availability.repository.ts';
import type { Executor } from '../../db/client.ts';
import { awayOn, candidatesFor, dayBounds, stylistDays, teamForBranch } from './team-day.ts';
import type { VisitRequest } from './team-day.ts';
import type { TeamMember } from '../staff/staff.repository.ts';
import { judgeStart, startRules } from './judge-start.ts';
import type { WantedStart } from './judge-start.ts';
import { judgeStylist } from './stylist-fit.ts';
import type { PlacedVisit, StylistPlan } from './stylist-fit.ts';

/** Whose time a customer asks about: a named stylist, or anyone (absent); and an appointment being moved. */
export interface StaffChoice {
  staffId?: string | undefined;
  /** An appointment being moved: its own time does not count. */
  movingReservationId?: string | undefined;
  /** The owner booking at the front desk: no lead time (docs/decisions/0040-front-desk.md). */
  atDesk?: boolean | undefined;
  /** The branch asked about (docs/decisions/0045-branches.md); absent: the main branch. */
  branchId?: string | undefined;
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Where a live reservation sits in the salon-local day, buffer included. */
export function toBusyInterval(
  reservation: Pick<SlotReservationRow, 'startsAt' | 'blockedUntil'>,
  timeZone: string,
): BusyInterval {
  const start = salonClock(reservation.startsAt, timeZone);
  const end = salonClock(reservation.blockedUntil, timeZone);
  // A booking cannot cross midnight (it ends by closing), so minutes are enough.
  return { startMinutes: start.minutes, endMinutes: end.date === start.date ? end.minutes : 24 * 60 };
}

const DAY_MS = 24 * 60 * 60_000;

/** A live reservation placed in its salon-local day. */
interface PlacedReservation {
  id: string;
  interval: BusyInterval;
  lapsesAt: Date | null;
  staffId: string | null;
  takesChair: boolean;
  branchId: string;
}

/** What check-availability answers for one visit: the starts, and its length as the chosen stylist does it. */
interface Offer {
  slots: string[];
  durationMinutes: number;
}

/**
 * An offer already worked out for a kept day, with what else it was worked out from: the
 * branch's kept team, settings and time off (each replaced by the read cache when its topic
 * changes, so a different object means a change) and the first moment a hold of the day lapses.
 */
interface AnsweredOffer {
  offer: Offer;
  team: readonly TeamMember[];
  settings: AvailabilitySettings;
  timeOff: unknown;
  /** The holds live at any moment from `since` until `until` (ms) are the same ones. */
  since: number;
  until: number;
}

/** Carts, stylists and branches asked about one day: past this many the oldest answers go first. */
const ANSWERED_PER_DAY_LIMIT = 2000;

/**
 * Everything an offer depends on besides the kept objects checked beside it. The domain reads
 * the clock in two places only (closedReason: the salon's date; findFreeStartMinutes: the
 * minute, on the salon's today alone), so an answer for a later day holds all day long.
 */
function offerKey(branchId: string, choice: StaffChoice, visit: VisitRequest, now: SalonNow, date: string) {
  const lines = visit.lines.map((l) => `${l.serviceId}:${l.quantity}:${l.durationMinutes}`).join(' ');
  const minute = date === now.date ? now.minutes : '';
  return `${branchId} ${choice.staffId ?? ''} ${choice.atDesk ? 'desk' : ''} ${now.date} ${minute} ${visit.durationMinutes} ${lines}`;
}

/** The first moment after `now` a hold among `reservations` lapses (Infinity: none will). */
function nextLapse(reservations: readonly PlacedReservation[], now: Date) {
  let first = Infinity;
  for (const { lapsesAt } of reservations) {
    const at = lapsesAt?.getTime();
    if (at !== undefined && at > now.getTime() && at < first) first = at;
  }
  return first;
}

/**
 * The chairs' busy times at a branch: a stylist's blocked time takes no chair
 * (docs/decisions/0040-front-desk.md), and another branch's chairs are not this one's
 * (docs/decisions/0045-branches.md).
 */
export const chairsTaken = (
  live: ReadonlyArray<{ interval: BusyInterval; takesChair: boolean; branchId: string }>,
  branchId: string,
) =>
  live
    .filter((reservation) => reservation.takesChair && reservation.branchId === branchId)
    .map(({ interval }) => interval);

/**
 * docs/decisions/0045-branches.md: the branch a customer asks about; absent, the main branch.
 * Unknown is not found; a closed one takes no new booking, but a visit already placed there
 * (`placed`) is still judged at it.
 */
export function branchAmong(all: readonly BranchRow[], branchId: string | undefined, placed = false) {
  if (branchId === undefined) return mainOf(all);
  const branch = all.find((one) => one.id === branchId);
  if (!branch) throw new NotFoundError(branchMessages.branchNotFound);
  if (branch.closedAt !== null && !placed) throw new BadRequestError(branchMessages.branchClosed);
  return branch;
}

/** The reservations that sit on a chair, narrowed so chair choice sees each one's chair. */
export const onChairs = <R extends { chair: number | null }>(reservations: readonly R[]) =>
  reservations.filter((r): r is R & { chair: number } => r.chair !== null);

/**
 * toBusyInterval for every reservation of one salon-local date. Each zone conversion costs
 * several Intl calls, two per reservation on a full day; when the date is a plain 24-hour day
 * in the zone (no clock change), minutes since local midnight are elapsed minutes, so one
 * conversion for midnight (kept per day by dayBounds) serves them all. Anything else takes the
 * exact path.
 */
export function toBusyIntervals(
  date: string,
  reservations: Array<Pick<SlotReservationRow, 'startsAt' | 'blockedUntil'>>,
  timeZone: string,
): BusyInterval[] {
  if (reservations.length < 2) return reservations.map((r) => toBusyInterval(r, timeZone));
  const { from, to } = dayBounds(date, timeZone);
  const midnight = from.getTime();
  const plainDay = to.getTime() - midnight === DAY_MS;
  return reservations.map((reservation) => {
    const start = (reservation.startsAt.getTime() - midnight) / 60_000;
    const end = (reservation.blockedUntil.getTime() - midnight) / 60_000;
    if (!plainDay || start < 0 || start >= 24 * 60 || !Number.isInteger(start) || !Number.isInteger(end))
      return toBusyInterval(reservation, timeZone);
    return { startMinutes: start, endMinutes: Math.min(end, 24 * 60) };
  });
}

export function createAvailabilityService({
  repository,
  clock,
  timeZone,
}: {
  repository: AvailabilityRepository;
  clock: Clock;
  timeZone: string;
}) {
  // A kept day's reservations are placed in the day once, not on every look at it.
  const placed = new WeakMap<readonly DayReservation[], PlacedReservation[]>();
  // docs/decisions/0045-branches.md: a kept day spans every branch, while a look at one branch
  // needs only what sits on its chairs or belongs to its stylists (their time elsewhere, with
  // the travel gap). Narrowed once per kept day and kept team at the branch (teamAt keeps one
  // per branch), so a search at one of twenty branches does not walk the other nineteen's day.
  const nearBranch = new WeakMap<
    readonly PlacedReservation[],
    WeakMap<readonly TeamMember[], PlacedReservation[]>
  >();
  function busyAt(
    date: string,
    reservations: readonly DayReservation[],
    branchId: string,
    team: readonly TeamMember[],
  ) {
    const busy = busyOf(date, reservations);
    let byTeam = nearBranch.get(busy);
    if (!byTeam) nearBranch.set(busy, (byTeam = new WeakMap()));
    let here = byTeam.get(team);
    if (!here) {
      const stylists = new Set(team.map((member) => member.id));
      here = busy.filter(
        (reservation) =>
          reservation.branchId === branchId ||
          (reservation.staffId !== null && stylists.has(reservation.staffId)),
      );
      byTeam.set(team, here);
    }
    return here;
  }
  function busyOf(date: string, reservations: readonly DayReservation[]) {
    let busy = placed.get(reservations);
    if (!busy) {
      const intervals = toBusyIntervals(date, [...reservations], timeZone);
      busy = reservations.map((reservation, index) => ({
        id: reservation.id,
        interval: intervals[index]!,
        lapsesAt: reservation.lapsesAt,
        staffId: reservation.staffId,
        takesChair: reservation.takesChair,
        branchId: reservation.branchId,
      }));
      placed.set(reservations, busy);
    }
    return busy;
  }
  // docs/decisions/0014-memory-first-reads.md: the answers of a kept day, dropped with it (a
  // change of any slot replaces the kept day), so most looks at a day cost no search at all.
  const answered = new WeakMap<readonly DayReservation[], Map<string, AnsweredOffer>>();
  function keepOffer(reservations: readonly DayReservation[], key: string, answer: AnsweredOffer) {
    let ofDay = answered.get(reservations);
    if (!ofDay) answered.set(reservations, (ofDay = new Map()));
    if (ofDay.size >= ANSWERED_PER_DAY_LIMIT) ofDay.delete(ofDay.keys().next().value!);
    ofDay.set(key, answer);
  }
  /** What still occupies a chair at `now`; `movingReservationId` (an appointment being moved) does not. */
  const stillBusy =
    (now: Date, movingReservationId: string | undefined) =>
    ({ id, lapsesAt }: { id: string; lapsesAt: Date | null }) =>
      (!lapsesAt || lapsesAt > now) && id !== movingReservationId;

  return {
    now: () => salonClock(clock.now(), timeZone),
    loadSettings: (executor?: Executor) => repository.loadSettings(executor),
    /** docs/decisions/0045-branches.md: the branch asked about (absent: the main one), refused when unknown or closed. */
    branchFor: async (branchId: string | undefined, executor?: Executor) =>
      branchAmong(await repository.branches(executor), branchId),
    /** How long each live service takes by the catalogue, by id. */
    liveDurations: () => repository.liveDurations(),
    /** The services offered at the branch with its own prices (null: the catalogue's); docs/decisions/0045-branches.md. */
    offeredAt: (branchId: string) => repository.offeredAt(branchId),
    /** Every branch, closed ones too, the main one first. */
    branches: () => repository.branches(),
    saveSettings: (settings: Omit<AvailabilitySettings, 'closedDates'>) => repository.saveSettings(settings),
    /**
     * docs/decisions/0051-branch-without-team.md: whether, in a salon with a team, nobody working
     * at the branch does every one of these services, so no time can ever be offered there.
     * A salon with no stylist books by chairs: never.
     */
    hasNoStylistFor: async (branchId: string, lines: VisitRequest['lines']) => {
      const team = teamForBranch(await repository.listTeam(), branchId);
      return team !== undefined && candidatesFor(team, undefined, lines).length === 0;
    },

    /**
     * A customer's look at one day, from memory while nothing changed (docs/architecture.md#read-cache):
     * the lengths of the live services (a hidden or deleted one is absent) and the starts free
     * for a visit. A closed, past or too distant day has none, and its reservations are not read.
     * With a team (docs/decisions/0036-stylists.md) a start needs a candidate stylist free for
     * their own length; a named one not bookable or not doing the services is refused at once.
     */
    async openDay(date: string, choice: StaffChoice = {}) {
      const now = clock.now();
      const salonNow = salonClock(now, timeZone);
      const branch = branchAmong(await repository.branches(), choice.branchId);
      const [salonSettings, durations, wholeTeam] = await Promise.all([
        repository.settingsToRead(branch),
        repository.liveDurations(branch.id),
        repository.listTeam(),
      ]);
      const branchTeam = teamForBranch(wholeTeam, branch.id);
      // With no team the whole (empty) team stands in: the kept, same object while nothing changes.
      const team = branchTeam ?? wholeTeam;
      const settings = startRules(salonSettings, choice.atDesk);
      const closed = closedReason(date, settings, salonNow) !== undefined;
      const reservations = closed ? undefined : await repository.reservationsOn(date, now);
      const { from, to } = dayBounds(date, timeZone);
      const timeOff = team.length && !closed ? await repository.timeOffBetween(from, to) : undefined;
      // Worked out on the first question not already answered (see answered below).
      let day:
        { live: PlacedReservation[]; busy: BusyInterval[]; away: ReturnType<typeof awayOn> } | undefined;
      const theDay = () => {
        if (day) return day;
        const narrowed = reservations ? busyAt(date, reservations, branch.id, team) : [];
        const live = narrowed.filter(stillBusy(now, choice.movingReservationId));
        return (day = {
          live,
          busy: chairsTaken(live, branch.id),
          away: timeOff ? awayOn(date, timeOff, timeZone) : new Map(),
        });
      };
      const search = (visit: VisitRequest) => {
        const { live, busy, away } = theDay();
        if (!branchTeam && choice.staffId === undefined)
          return {
            slots: findAvailableSlots({
              date,
              durationMinutes: visit.durationMinutes,
              settings,
              busy,
              now: salonNow,
            }),
            durationMinutes: visit.durationMinutes,
          };
        const candidates = candidatesFor(team, choice.staffId, visit.lines);
        const stylists = stylistDays(
          candidates,
          stylistTimeAt(live, branch.id, salonSettings.travelMinutes),
          away,
        );
        return {
          slots: findTeamSlots({ date, settings, busy, now: salonNow, stylists }),
          durationMinutes:
            choice.staffId === undefined ? visit.durationMinutes : candidates[0]!.durationMinutes,
        };
      };
      return {
        durations,
        /** The starts offered for the visit, and its length as the chosen stylist does it. */
        offer(visit: VisitRequest): Offer {
          // A move leaves its own time out: asked once by one customer, never kept.
          if (!reservations || choice.movingReservationId !== undefined) return search(visit);
          const key = offerKey(branch.id, choice, visit, salonNow, date);
          const kept = answered.get(reservations)?.get(key);
          if (
            kept &&
            kept.team === team &&
            kept.settings === salonSettings &&
            kept.timeOff === timeOff &&
            kept.since <= now.getTime() &&
            now.getTime() < kept.until
          )
            return kept.offer;
          const offer = search(visit);
          Object.freeze(offer.slots);
          keepOffer(reservations, key, {
            offer,
            team,
            settings: salonSettings,
            timeOff,
            since: now.getTime(),
            until: nextLapse(busyAt(date, reservations, branch.id, team), now),
          });
          return offer;
        },
      };
    },

    /**
     * openDay for a whole month (docs/architecture.md#availability): the reservations of all its
     * days come from one read, kept in the read cache until a slot changes, and each day is
     * judged by the same rule as check-availability. A month with no day open reads none.
     */
    async openMonth(month: string, choice: StaffChoice = {}) {
      const now = clock.now();
      const salonNow = salonClock(now, timeZone);
      const branch = branchAmong(await repository.branches(), choice.branchId);
      const [settings, durations, wholeTeam] = await Promise.all([
        repository.settingsToRead(branch),
        repository.liveDurations(branch.id),
        repository.listTeam(),
      ]);
      const branchTeam = teamForBranch(wholeTeam, branch.id);
      const team = branchTeam ?? wholeTeam;
      const dates = datesOfMonth(month);
      const anyOpen = dates.some((date) => !closedReason(date, settings, salonNow));
      const reservations = anyOpen
        ? await repository.reservationsBetween(dates[0]!, dates.at(-1)!, now)
        : new Map<string, DayReservation[]>();
      const absences =
        team.length && anyOpen
          ? await repository.timeOffBetween(
              dayBounds(dates[0]!, timeZone).from,
              dayBounds(dates.at(-1)!, timeZone).to,
            )
          : [];
      const liveOn = (date: string) => {
        const day = reservations.get(date);
        if (!day || closedReason(date, settings, salonNow)) return [];
        return busyAt(date, day, branch.id, team).filter(stillBusy(now, choice.movingReservationId));
      };
      return {
        durations,
        today: salonNow.date,
        horizonDays: settings.horizonDays,
        days(visit: VisitRequest) {
          const candidates =
            branchTeam || choice.staffId !== undefined
              ? candidatesFor(team, choice.staffId, visit.lines)
              : undefined;
          return dates.map((date) => {
            const live = liveOn(date);
            const busy = chairsTaken(live, branch.id);
            const stylists =
              candidates &&
              stylistDays(
                candidates,
                stylistTimeAt(live, branch.id, settings.travelMinutes),
                awayOn(date, absences, timeZone),
              );
            return bookableDay({
              date,
              durationMinutes: visit.durationMinutes,
              settings,
              busy,
              now: salonNow,
              stylists,
            });
          });
        },
      };
    },

    /**
     * docs/architecture.md#availability: whether a start can be held or booked, inside the
     * transaction that holds the day's lock, and which chair and stylist take it.
     */
    judgeStart: (executor: Executor, wanted: WantedStart) =>
      judgeStart({ repository, clock, timeZone }, executor, wanted),

    /** docs/architecture.md#availability: which placed visits a stylist cannot take (a move, a shift or time off change). */
    judgeStylist: (executor: Executor, staffId: string, visits: readonly PlacedVisit[], plan?: StylistPlan) =>
      judgeStylist({ repository, clock, timeZone }, executor, staffId, visits, plan),
  };
}

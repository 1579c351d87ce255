import type { AvailabilitySettings, RequestedLine, StylistDay } from '@salon/domain';
import {
  addDays,
  chairFreeAt,
  chooseFreeChair,
  chooseStylist,
  closedReason,
  findFreeStarts,
  findTeamSlots,
  isStylistFree,
  nearestStarts,
  occupancyOf,
  stylistTimeAt,
  toMinutes,
} from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock } from '../../lib/salon-time.ts';
import type { AvailabilityRepository } from './availability.repository.ts';
import { branchAmong, onChairs, toBusyIntervals } from './availability.service.ts';
import { awayOn, candidatesFor, dayBounds, stylistDays, teamForBranch } from './team-day.ts';
import type { Candidate } from './team-day.ts';

/**
 * Which rule a start breaks: the day (past, beyond the horizon, closed), its hours, lead time
 * or the stylist's shifts and time off, every chair taken, the stylist's own time taken, or, in a
 * salon with a team, no stylist at the branch doing the services (docs/decisions/0051-branch-without-team.md).
 */
export type BrokenBookingRule =
  'dayClosed' | 'startNotOffered' | 'noChairFree' | 'stylistBusy' | 'noStylistHere';

/**
 * The visit to place: `kept` is one already made (a hold being paid, an appointment moved
 * with its stylist) with its own length and stylist (null: booked before the salon had a
 * team); `choose` is a new one for a named stylist or anyone, each with their own length.
 */
export type WantedVisit =
  | { kind: 'kept'; staffId: string | null; durationMinutes: number }
  | { kind: 'choose'; staffId?: string | undefined; durationMinutes: number; lines: RequestedLine[] };

export interface WantedStart {
  date: string;
  /** The salon-local start ("10:00"). */
  startTime: string;
  startsAt: Date;
  visit: WantedVisit;
  /** A reservation of this booking already on the day (a hold turned into an appointment, a move): it does not count. */
  ownReservationId?: string | undefined;
  /**
   * The salon's own booking at the front desk (docs/decisions/0040-front-desk.md): a walk-in may
   * start now, so the website's lead time does not apply; a time already past still does.
   */
  atDesk?: boolean | undefined;
  /**
   * The branch (docs/decisions/0045-branches.md); absent, the main branch. A `kept` visit is
   * judged at its own branch, closed or not.
   */
  branchId?: string | undefined;
}

export type StartJudgement =
  | { broken: BrokenBookingRule; nearestSlots: string[] }
  | {
      broken: undefined;
      chair: number;
      /** null in a salon with no team, and for a visit booked before it had one. */
      staffId: string | null;
      durationMinutes: number;
      /** The start plus the length and the cleaning buffer: what the chair and the stylist are taken for. */
      blockedUntil: Date;
      /** The lines as the chosen stylist does them (a `choose` visit with a team). */
      lines: RequestedLine[] | undefined;
      settings: AvailabilitySettings;
      /** The branch it is at. */
      branchId: string;
    };

/**
 * docs/architecture.md#availability: every rule a booked time must meet, in one place for
 * starting a hold, turning any hold into an appointment (docs/decisions/0006-booking-fee-lifecycle.md)
 * and moving one, with the same rule as the offered starts. With a team
 * (docs/decisions/0036-stylists.md) a candidate stylist must be free too; "anyone" gets the
 * one chooseStylist names. Inside a transaction that holds the day's lock, the answer stays
 * true until it commits. A refusal carries the nearest free starts of the day for the same choice.
 */
export async function judgeStart(
  { repository, clock, timeZone }: { repository: AvailabilityRepository; clock: Clock; timeZone: string },
  executor: Executor,
  wanted: WantedStart,
): Promise<StartJudgement> {
  const { date, startTime, startsAt, visit } = wanted;
  const now = clock.now();
  const salonNow = salonClock(now, timeZone);
  // One after another: a transaction's connection runs one query at a time.
  const branch = branchAmong(await repository.branches(executor), wanted.branchId, visit.kind === 'kept');
  const salonSettings = await repository.loadSettings(executor, branch);
  const live = await repository.liveReservationsOn(date, now, executor);
  const team = teamForBranch(await repository.listTeam(executor), branch.id);
  // A named stylist unknown or not doing the services is refused before anything else.
  const candidates: readonly Candidate[] | undefined =
    visit.kind === 'choose'
      ? team || visit.staffId !== undefined
        ? candidatesFor(team ?? [], visit.staffId, visit.lines)
        : undefined
      : visit.staffId === null
        ? undefined
        : (team ?? [])
            .filter((member) => member.id === visit.staffId)
            .map((member) => ({ member, lines: [], durationMinutes: visit.durationMinutes }));
  // docs/decisions/0051-branch-without-team.md: with a team, nobody here to do the visit (no one
  // doing the services, or a kept stylist sent to a branch with no stylist) is no time at all,
  // whatever the chairs say, and says so rather than "taken".
  if (candidates?.length === 0 && (visit.kind === 'choose' || team?.length === 0))
    return { broken: 'noStylistHere', nearestSlots: [] };
  const settings = startRules(salonSettings, wanted.atDesk);
  if (closedReason(date, settings, salonNow)) return { broken: 'dayClosed', nearestSlots: [] };
  const reservations = wanted.ownReservationId ? live.filter((r) => r.id !== wanted.ownReservationId) : live;
  // A stylist's blocked time takes the stylist, not a chair (docs/decisions/0040-front-desk.md).
  // Only this branch's chairs (docs/decisions/0045-branches.md).
  const seated = onChairs(reservations).filter((reservation) => reservation.branchId === branch.id);
  const busy = toBusyIntervals(date, seated, timeZone);
  const chairFor = (durationMinutes: number) => {
    const blockedUntil = chairFreeAt(startsAt, durationMinutes, settings.bufferMinutes);
    return { blockedUntil, chair: chooseFreeChair(seated, settings.capacity, startsAt, blockedUntil) };
  };
  // The day's chairs are worked out once, and the starts once per length, whatever the candidates.
  const occupancy = occupancyOf(busy);
  const startsByLength = new Map<number, string[]>();
  const slotsFor = (durationMinutes: number) => {
    let slots = startsByLength.get(durationMinutes);
    if (!slots) {
      slots = findFreeStarts({ date, durationMinutes, settings, now: salonNow }, occupancy);
      startsByLength.set(durationMinutes, slots);
    }
    return slots;
  };

  if (!candidates) {
    const { durationMinutes } = visit;
    const slots = slotsFor(durationMinutes);
    const { chair, blockedUntil } = chairFor(durationMinutes);
    const nearestSlots = nearestStarts(slots, startTime);
    if (chair === undefined) return { broken: 'noChairFree', nearestSlots };
    // The offered starts also hold opening hours, the lead time and whether the time has passed.
    if (!slots.includes(startTime)) return { broken: 'startNotOffered', nearestSlots };
    return {
      broken: undefined,
      chair,
      staffId: null,
      durationMinutes,
      blockedUntil,
      lines: undefined,
      settings,
      branchId: branch.id,
    };
  }

  const { from, to } = dayBounds(date, timeZone);
  const away = awayOn(date, await repository.timeOffBetween(from, to, executor), timeZone);
  const intervals = toBusyIntervals(date, reservations, timeZone);
  // A stylist's time at another branch keeps the travel gap clear (docs/decisions/0045-branches.md).
  const placed = stylistTimeAt(
    reservations.map((reservation, index) => ({
      staffId: reservation.staffId,
      branchId: reservation.branchId,
      interval: intervals[index]!,
    })),
    branch.id,
    salonSettings.travelMinutes,
  );
  const stylists: StylistDay[] = stylistDays(candidates, placed, away);
  const start = toMinutes(startTime);
  const reasons: BrokenBookingRule[] = [];
  const qualified: Array<{ candidate: Candidate; chair: number; blockedUntil: Date }> = [];
  candidates.forEach((candidate, index) => {
    const { chair, blockedUntil } = chairFor(candidate.durationMinutes);
    const stylist = stylists[index]!;
    if (chair === undefined) reasons.push('noChairFree');
    else if (!slotsFor(candidate.durationMinutes).includes(startTime)) reasons.push('startNotOffered');
    else if (!isStylistFree({ ...stylist, reserved: [] }, date, start, settings.bufferMinutes))
      reasons.push('startNotOffered');
    else if (!isStylistFree(stylist, date, start, settings.bufferMinutes)) reasons.push('stylistBusy');
    else qualified.push({ candidate, chair, blockedUntil });
  });
  if (qualified.length === 0) {
    const broken =
      (['noChairFree', 'stylistBusy'] as const).find((reason) => reasons.includes(reason)) ??
      'startNotOffered';
    const free = findTeamSlots({ date, settings, busy, now: salonNow, stylists });
    return { broken, nearestSlots: nearestStarts(free, startTime) };
  }
  let chosen = qualified[0]!;
  if (visit.kind === 'choose' && visit.staffId === undefined && qualified.length > 1) {
    const loads = await repository.staffLoads(addDays(date, -3), addDays(date, 3), now, executor);
    const staffId = chooseStylist(
      qualified.map(({ candidate }) => ({
        staffId: candidate.member.id,
        bookedMinutes: loads.get(candidate.member.id)?.bookedMinutes ?? 0,
        lastBookedAt: loads.get(candidate.member.id)?.lastBookedAt ?? null,
      })),
    );
    chosen = qualified.find(({ candidate }) => candidate.member.id === staffId)!;
  }
  return {
    broken: undefined,
    chair: chosen.chair,
    staffId: chosen.candidate.member.id,
    durationMinutes: chosen.candidate.durationMinutes,
    blockedUntil: chosen.blockedUntil,
    lines: visit.kind === 'choose' ? chosen.candidate.lines : undefined,
    settings,
    branchId: branch.id,
  };
}

/**
 * The rules offered starts follow: the salon's, without the lead time for the front desk
 * (docs/decisions/0040-front-desk.md), where the customer may be standing at the counter.
 */
export function startRules(
  settings: AvailabilitySettings,
  atDesk: boolean | undefined,
): AvailabilitySettings {
  return atDesk ? { ...settings, leadTimeMinutes: 0 } : settings;
}

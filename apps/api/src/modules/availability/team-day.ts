import { staffMessages } from '@salon/contracts';
import type { BusyInterval, RequestedLine, StylistDay } from '@salon/domain';
import { addDays, linesForStylist, totalDurationMinutes } from '@salon/domain';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import type { StaffAbsence, TeamMember } from '../staff/staff.repository.ts';

/** A visit to offer or book: the catalogue's length and its lines (each stylist's own length comes from them). */
export interface VisitRequest {
  durationMinutes: number;
  lines: RequestedLine[];
}

/** A stylist who may take the visit, with the lines as they do them. */
export interface Candidate {
  member: TeamMember;
  lines: RequestedLine[];
  durationMinutes: number;
}

/**
 * docs/decisions/0036-stylists.md: who may take the visit. A named stylist must be on the team
 * and bookable online (else not found) and do every service (else a 400, nothing held);
 * "Anyone available" (no id) is every bookable stylist doing them all.
 */
export function candidatesFor(
  team: readonly TeamMember[],
  staffId: string | undefined,
  lines: readonly RequestedLine[],
): readonly Candidate[] {
  // The kept team (read cache) is asked the same question by every customer with the same cart.
  let answers = knownCandidates.get(team);
  if (!answers) knownCandidates.set(team, (answers = new Map()));
  const key = `${staffId ?? ''} ${lines.map((l) => `${l.serviceId}:${l.quantity}:${l.durationMinutes}:${l.priceLkr}`).join(' ')}`;
  let candidates = answers.get(key);
  if (!candidates) {
    candidates = Object.freeze(findCandidates(team, staffId, lines));
    if (answers.size >= KNOWN_CANDIDATES_LIMIT) answers.delete(answers.keys().next().value!);
    answers.set(key, candidates);
  }
  return candidates;
}

const knownCandidates = new WeakMap<readonly TeamMember[], Map<string, readonly Candidate[]>>();
/** Carts differ: past this many per team the oldest answers go first. */
const KNOWN_CANDIDATES_LIMIT = 500;

function findCandidates(
  team: readonly TeamMember[],
  staffId: string | undefined,
  lines: readonly RequestedLine[],
): Candidate[] {
  const withOwnLines = (member: TeamMember) => {
    const own = linesForStylist(lines, member.terms);
    return own && { member, lines: own, durationMinutes: totalDurationMinutes(own) };
  };
  if (staffId !== undefined) {
    const member = team.find((m) => m.id === staffId && m.bookableOnline);
    if (!member) throw new NotFoundError(staffMessages.staffNotFound);
    const candidate = withOwnLines(member);
    if (!candidate) throw new BadRequestError(staffMessages.staffDoesNotDoServices);
    return [candidate];
  }
  return team.filter((m) => m.bookableOnline).flatMap((m) => withOwnLines(m) ?? []);
}

const knownBounds = new Map<string, { from: Date; to: Date }>();
/** Enough for every day a year of searches looks at; past it the oldest go first. */
const KNOWN_BOUNDS_LIMIT = 1000;

/**
 * The salon-local day [midnight, next midnight) as instants. Each costs several Intl calls and
 * every look at a day asks for it, while its answer never changes: worked out once per day.
 */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const key = `${timeZone} ${date}`;
  let bounds = knownBounds.get(key);
  if (!bounds) {
    bounds = {
      from: salonInstant(date, '00:00', timeZone),
      to: salonInstant(addDays(date, 1), '00:00', timeZone),
    };
    if (knownBounds.size >= KNOWN_BOUNDS_LIMIT) knownBounds.delete(knownBounds.keys().next().value!);
    knownBounds.set(key, bounds);
  }
  // Copies: a caller may change its Dates, the kept ones must not change.
  return { from: new Date(bounds.from), to: new Date(bounds.to) };
}

/** Each stylist's absences that touch the day, as minutes of it (clipped to the day). */
export function awayOn(date: string, absences: readonly StaffAbsence[], timeZone: string) {
  const byStaff = new Map<string, BusyInterval[]>();
  if (absences.length === 0) return byStaff;
  const { from, to } = dayBounds(date, timeZone);
  const dayMinutes = (to.getTime() - from.getTime()) / 60_000;
  for (const absence of absences) {
    if (absence.startsAt >= to || absence.endsAt <= from) continue;
    const interval = {
      startMinutes: Math.max(0, (absence.startsAt.getTime() - from.getTime()) / 60_000),
      endMinutes: Math.min(dayMinutes, (absence.endsAt.getTime() - from.getTime()) / 60_000),
    };
    const list = byStaff.get(absence.staffId);
    if (list) list.push(interval);
    else byStaff.set(absence.staffId, [interval]);
  }
  return byStaff;
}

/** The candidates as a slot search sees them on one day. */
export function stylistDays(
  candidates: readonly Candidate[],
  reservations: ReadonlyArray<{ staffId: string | null; interval: BusyInterval }>,
  away: ReadonlyMap<string, BusyInterval[]>,
): StylistDay[] {
  // One pass over the day's reservations, not one per candidate.
  const reservedBy = new Map<string, BusyInterval[]>();
  for (const { staffId, interval } of reservations) {
    if (staffId === null) continue;
    const list = reservedBy.get(staffId);
    if (list) list.push(interval);
    else reservedBy.set(staffId, [interval]);
  }
  return candidates.map(({ member, durationMinutes }) => ({
    staffId: member.id,
    durationMinutes,
    shifts: member.shifts,
    reserved: reservedBy.get(member.id) ?? [],
    away: away.get(member.id) ?? [],
  }));
}

const teamsAtBranch = new WeakMap<readonly TeamMember[], Map<string, readonly TeamMember[]>>();

/**
 * docs/decisions/0045-branches.md: the team as one branch books it: the stylists working there,
 * each with only their shifts at that branch. Kept per team (the read cache's copy) and branch,
 * so candidatesFor's own memory keeps working.
 */
export function teamAt(team: readonly TeamMember[], branchId: string): readonly TeamMember[] {
  let byBranch = teamsAtBranch.get(team);
  if (!byBranch) teamsAtBranch.set(team, (byBranch = new Map()));
  let here = byBranch.get(branchId);
  if (!here) {
    here = Object.freeze(
      team
        .filter((member) => member.branchIds.includes(branchId))
        .map((member) => ({
          ...member,
          shifts: member.shifts.filter((shift) => shift.branchId === branchId),
        })),
    );
    byBranch.set(branchId, here);
  }
  return here;
}

/**
 * docs/decisions/0051-branch-without-team.md: the team a branch books with, the one rule every
 * offer and booking follows. Undefined: the salon has no stylist anywhere and books by chairs
 * alone (docs/decisions/0036-stylists.md). Otherwise the stylists working at the branch, perhaps
 * none: a salon with a team never books a visit without a stylist, so such a branch offers no time.
 */
export function teamForBranch(
  wholeTeam: readonly TeamMember[],
  branchId: string,
): readonly TeamMember[] | undefined {
  return wholeTeam.length === 0 ? undefined : teamAt(wholeTeam, branchId);
}

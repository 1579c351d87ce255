import type { StylistDay, WeeklyShift } from '@salon/domain';
import { isStylistFree, toMinutes, toTimeString, weekdayOf } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock } from '../../lib/salon-time.ts';
import type { AvailabilityRepository } from './availability.repository.ts';
import { toBusyIntervals } from './availability.service.ts';
import { awayOn, dayBounds } from './team-day.ts';

/** Why a stylist cannot take a visit: services they do not do, off shift, away, or their time taken. */
export type StylistMisfit = 'services' | 'shift' | 'timeOff' | 'busy';

/**
 * docs/decisions/0036-stylists.md: the domain's isStylistFree (the rule offering and booking
 * use), asked part by part so the owner is told which part fails.
 */
export function stylistMisfit(
  stylist: StylistDay,
  date: string,
  start: number,
  bufferMinutes: number,
): Exclude<StylistMisfit, 'services'> | undefined {
  if (!isStylistFree({ ...stylist, away: [], reserved: [] }, date, start, bufferMinutes)) return 'shift';
  if (!isStylistFree({ ...stylist, reserved: [] }, date, start, bufferMinutes)) return 'timeOff';
  if (!isStylistFree(stylist, date, start, bufferMinutes)) return 'busy';
  return undefined;
}

/** A visit already placed (a booking, or a hold being paid) with its own times, length and services. */
export interface PlacedVisit {
  reservationId: string;
  date: string;
  /** The salon-local start ("10:00"). */
  startTime: string;
  durationMinutes: number;
  serviceIds: readonly string[];
  /** Where it is (docs/decisions/0045-branches.md): only the stylist's shifts there cover it; absent, any. */
  branchId?: string | undefined;
}

/** A booked or held reservation as a placed visit: its salon-local start and its own length. */
export function toPlacedVisit(
  reservation: {
    reservationId: string;
    date: string;
    startsAt: Date;
    endsAt: Date;
    services: ReadonlyArray<{ serviceId: string }>;
    branchId?: string | undefined;
  },
  timeZone: string,
): PlacedVisit {
  return {
    branchId: reservation.branchId,
    reservationId: reservation.reservationId,
    date: reservation.date,
    startTime: toTimeString(salonClock(reservation.startsAt, timeZone).minutes),
    durationMinutes: (reservation.endsAt.getTime() - reservation.startsAt.getTime()) / 60_000,
    serviceIds: reservation.services.map((line) => line.serviceId),
  };
}

/** A change of the stylist the owner asks for, judged before it is saved. */
export interface StylistPlan {
  /** With their branch: only a shift at the visit's branch covers it (docs/decisions/0045-branches.md). */
  shifts?: ReadonlyArray<WeeklyShift & { branchId?: string }>;
  timeOff?: { startsAt: Date; endsAt: Date };
}

/**
 * What the planned change alone does to a visit: planned shifts that no longer cover it where
 * today's do, or planned time off over it (whatever the shifts say).
 */
function plannedMisfit(
  visit: PlacedVisit,
  staffId: string,
  shifts: readonly WeeklyShift[],
  plan: StylistPlan,
  timeZone: string,
): StylistMisfit | undefined {
  const { date } = visit;
  const start = toMinutes(visit.startTime);
  const planned = plan.shifts?.filter(
    (shift) =>
      visit.branchId === undefined || shift.branchId === undefined || shift.branchId === visit.branchId,
  );
  const bare: StylistDay = {
    staffId,
    durationMinutes: visit.durationMinutes,
    shifts,
    away: [],
    reserved: [],
  };
  if (
    planned &&
    !stylistMisfit(bare, date, start, 0) &&
    stylistMisfit({ ...bare, shifts: planned }, date, start, 0)
  )
    return 'shift';
  if (!plan.timeOff) return undefined;
  const away = awayOn(date, [{ staffId, ...plan.timeOff }], timeZone).get(staffId) ?? [];
  const wholeDay = [{ weekday: weekdayOf(date), startMinute: 0, endMinute: 24 * 60 }];
  return stylistMisfit({ ...bare, shifts: wholeDay, away }, date, start, 0) ? 'timeOff' : undefined;
}

/**
 * docs/architecture.md#availability: which of the placed visits the stylist cannot take, by
 * reservation id, with the rule a new booking meets (their services, hidden ones too; one shift
 * covering the visit; no time off over it; no live reservation of theirs over it and the
 * salon's buffer). With a plan, only the visits the planned shifts or time off would take them
 * away from. Inside a transaction holding the visits' day locks, the answer stays true until
 * it commits.
 */
export async function judgeStylist(
  { repository, clock, timeZone }: { repository: AvailabilityRepository; clock: Clock; timeZone: string },
  executor: Executor,
  staffId: string,
  visits: readonly PlacedVisit[],
  plan?: StylistPlan,
): Promise<Map<string, StylistMisfit>> {
  const misfits = new Map<string, StylistMisfit>();
  if (!visits.length) return misfits;
  // One after another: a transaction's connection runs one query at a time.
  const member = (await repository.listTeam(executor)).find((m) => m.id === staffId);
  const allShifts = member?.shifts ?? [];
  // docs/decisions/0045-branches.md: a visit is covered only by a shift at its own branch.
  const shiftsFor = (visit: PlacedVisit) =>
    visit.branchId === undefined ? allShifts : allShifts.filter((shift) => shift.branchId === visit.branchId);
  if (plan) {
    for (const visit of visits) {
      const misfit = plannedMisfit(visit, staffId, shiftsFor(visit), plan, timeZone);
      if (misfit) misfits.set(visit.reservationId, misfit);
    }
    return misfits;
  }
  const now = clock.now();
  const { bufferMinutes } = await repository.loadSettings(executor);
  const done = await repository.serviceIdsDoneBy(staffId, executor);
  for (const date of [...new Set(visits.map((visit) => visit.date))]) {
    const { from, to } = dayBounds(date, timeZone);
    const theirs = (await repository.liveReservationsOn(date, now, executor)).filter(
      (reservation) => reservation.staffId === staffId,
    );
    const absences = (await repository.timeOffBetween(from, to, executor)).filter(
      (absence) => absence.staffId === staffId,
    );
    const away = awayOn(date, absences, timeZone).get(staffId) ?? [];
    for (const visit of visits.filter((one) => one.date === date)) {
      const day: StylistDay = {
        staffId,
        durationMinutes: visit.durationMinutes,
        shifts: shiftsFor(visit),
        reserved: toBusyIntervals(
          date,
          theirs.filter((reservation) => reservation.id !== visit.reservationId),
          timeZone,
        ),
        away,
      };
      const misfit = visit.serviceIds.every((id) => done.has(id))
        ? stylistMisfit(day, date, toMinutes(visit.startTime), bufferMinutes)
        : 'services';
      if (misfit) misfits.set(visit.reservationId, misfit);
    }
  }
  return misfits;
}

import { appointmentMessages, STAFF_SCHEDULE_MAX_DAYS, staffDayMessages as m } from '@salon/contracts';
import type { StaffSchedule, StaffVisit } from '@salon/contracts';
import {
  addDays,
  ARRIVAL_OPENS_MINUTES_BEFORE_START,
  daysBetween,
  toTimeString,
  visitMarkRefusal,
  weekdayOf,
} from '@salon/domain';
import type { StylistVisitAction, VisitMarkRefusal } from '@salon/domain';
import type { StaffRow, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { StaffDayRepository } from './staff-day.repository.ts';

type VisitRow = NonNullable<Awaited<ReturnType<StaffDayRepository['findVisit']>>>;

/** The customer as the stylist sees them: the first name and the phone, nothing else. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function presentVisit(row: VisitRow): StaffVisit {
  return {
    _id: row.id,
    reference: row.reference,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    services: row.services.map((service) => ({
      title: service.title,
      quantity: service.quantity,
      ...(service.translations && { translations: service.translations }),
    })),
    customer: { firstName: firstNameOf(row.customerName), phone: row.customerPhone },
    notes: row.notes,
    branch: row.branch,
  };
}

/** Each refusal of the rule in its words; completed and no-show say what the owner's change says. */
const refusalMessages: Record<VisitMarkRefusal, string> = {
  cancelled: m.visitCancelled,
  'not-started': appointmentMessages.visitNotStarted,
  arrived: m.customerArrived,
  'not-allowed': appointmentMessages.transitionNotAllowed,
};

export type StaffDayService = ReturnType<typeof createStaffDayService>;

/**
 * A stylist's own day and week, and their marks on their own visits
 * (docs/decisions/0039-staff-accounts.md). A visit is theirs when its reservation names them;
 * any other answers 404, so ids of other people's visits tell nothing.
 */
export function createStaffDayService({
  repository,
  appointments,
  clock,
  timeZone,
}: {
  repository: StaffDayRepository;
  /** The owner's status change: the same rule, history line, messages and undo. */
  appointments: Pick<AppointmentsService, 'changeStatus'>;
  clock: Clock;
  timeZone: string;
}) {
  async function stylistOf(user: UserRow): Promise<StaffRow> {
    const stylist = await repository.findStylistOfUser(user.id);
    if (!stylist) throw new ForbiddenError(m.notAStylist);
    return stylist;
  }

  async function ownVisit(stylist: StaffRow, id: string) {
    const visit = await repository.findVisit(stylist.id, id);
    if (!visit) throw new NotFoundError(appointmentMessages.appointmentNotFound);
    return visit;
  }

  return {
    async schedule(user: UserRow, from: string, to: string): Promise<StaffSchedule> {
      const days = daysBetween(from, to) + 1;
      if (days < 1 || days > STAFF_SCHEDULE_MAX_DAYS) throw new BadRequestError(m.rangeInvalid);
      const stylist = await stylistOf(user);
      const [visits, weekly, timeOff] = await Promise.all([
        repository.visitsBetween(stylist.id, from, to),
        repository.shiftsOf(stylist.id),
        repository.timeOffBetween(stylist.id, from, to, timeZone),
      ]);
      const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
      return {
        stylist: { _id: stylist.id, name: stylist.name },
        from,
        to,
        visits: visits.map(presentVisit),
        shifts: dates.flatMap((date) =>
          weekly
            .filter((shift) => shift.weekday === weekdayOf(date))
            .map((shift) => ({
              date,
              startTime: toTimeString(shift.startMinute),
              endTime: toTimeString(shift.endMinute),
              branchId: shift.branch._id,
            })),
        ),
        timeOff: timeOff.map((range) => ({
          startsAt: range.startsAt.toISOString(),
          endsAt: range.endsAt.toISOString(),
        })),
        branches: branchesOfShifts(weekly),
      };
    },

    /**
     * Arrived is a check-in on the visit; completed and no-show go through the owner's status
     * change, so its history names the stylist, the customer hears the same and the owner may undo.
     */
    async mark(user: UserRow, id: string, action: StylistVisitAction): Promise<StaffVisit> {
      const stylist = await stylistOf(user);
      const visit = await ownVisit(stylist, id);
      const now = clock.now();
      const refusal = visitMarkRefusal(visit, action, now);
      if (refusal === 'not-started' && action === 'arrived') throw new ConflictError(m.arrivalNotOpen);
      if (refusal) throw new ConflictError(refusalMessages[refusal]);
      if (action === 'arrived') {
        const latestStart = new Date(now.getTime() + ARRIVAL_OPENS_MINUTES_BEFORE_START * 60_000);
        if (!(await repository.markArrived(id, now, latestStart)))
          throw new ConflictError(appointmentMessages.transitionNotAllowed);
      } else {
        await appointments.changeStatus(user, id, action);
      }
      return presentVisit(await ownVisit(stylist, id));
    },
  };
}

/** The distinct branches of a stylist's shifts, in the salon's order (docs/decisions/0045-branches.md). */
function branchesOfShifts(
  shifts: ReadonlyArray<{ branch: { _id: string; name: string; position: number } }>,
) {
  const byId = new Map(shifts.map((shift) => [shift.branch._id, shift.branch]));
  return [...byId.values()]
    .sort((a, b) => a.position - b.position)
    .map((branch) => ({ _id: branch._id, name: branch.name }));
}

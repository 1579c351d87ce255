import type { Appointment } from '@salon/contracts';
import { splitVisits } from '@salon/domain';

/** How many past visits the dashboard offers to book again (docs/product.md#2.1). */
export const RECENT_VISITS_SHOWN = 3;

const startOf = (visit: Pick<Appointment, 'startsAt'>) => new Date(visit.startsAt);

/**
 * docs/product.md#2.1: the dashboard's two lists. Next visits: the pending and confirmed ones still
 * ahead, soonest first (a cancelled one is no visit to prepare for; My Appointments lists it).
 * Recent visits: the latest past ones whose services can go back into the cart as they were; a
 * special offer's visit is left out, since its services were priced by the offer.
 */
export function dashboardVisits(appointments: readonly Appointment[], now: Date) {
  const { upcoming, past } = splitVisits(appointments, startOf, now);
  return {
    next: upcoming.filter((visit) => visit.status === 'pending' || visit.status === 'confirmed'),
    recent: past
      .filter((visit) => visit.specialOffer === null && visit.services.length > 0)
      .slice(0, RECENT_VISITS_SHOWN),
  };
}

/** The lines Book again puts in the cart: each service of the visit, in its quantity. */
export const repeatLinesOf = (visit: Pick<Appointment, 'services'>) =>
  visit.services.map((line) => ({ serviceId: line.service._id, quantity: line.quantity }));

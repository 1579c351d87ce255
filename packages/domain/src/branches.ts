import type { BusyInterval } from './availability.ts';

/**
 * docs/decisions/0045-branches.md: what a stylist's reservations take of their day when booked at
 * `branchId`. One at another branch keeps `travelMinutes` clear on both sides (the way there
 * and back); one at this branch takes its own time. The database's guard
 * (salon_stylist_travel_gap, migration 0039) refuses the same overlaps.
 */
export function stylistTimeAt<R extends { branchId: string; interval: BusyInterval }>(
  reservations: readonly R[],
  branchId: string,
  travelMinutes: number,
): R[] {
  if (travelMinutes === 0) return [...reservations];
  return reservations.map((reservation) =>
    reservation.branchId === branchId
      ? reservation
      : {
          ...reservation,
          interval: {
            startMinutes: reservation.interval.startMinutes - travelMinutes,
            endMinutes: reservation.interval.endMinutes + travelMinutes,
          },
        },
  );
}

/** A point on the map, in degrees. */
export interface Place {
  lat: number;
  lng: number;
}

/** The distance between two places along the earth's surface, in kilometres (haversine). */
export function distanceKm(from: Place, to: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The branches nearest first from `here`; those without a place on the map keep the salon's
 * order after the others.
 */
export function nearestFirst<B extends { lat: number | null; lng: number | null }>(
  branches: readonly B[],
  here: Place,
): B[] {
  const distanceOf = (branch: B) =>
    branch.lat === null || branch.lng === null
      ? Number.POSITIVE_INFINITY
      : distanceKm(here, { lat: branch.lat, lng: branch.lng });
  return branches
    .map((branch, index) => ({ branch, index, km: distanceOf(branch) }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ branch }) => branch);
}

/** A reservation as chair choice sees it: the chair it takes from start until its buffer ends. */
export interface ChairReservation {
  id: string;
  chair: number;
  startsAt: Date;
  blockedUntil: Date;
}

/**
 * The lowest-numbered chair with no reservation overlapping [start, end), or undefined when all
 * `capacity` chairs are busy. `ignoreId` leaves out the reservation being re-seated itself.
 */
export function chooseFreeChair(
  reservations: readonly ChairReservation[],
  capacity: number,
  start: Date,
  end: Date,
  ignoreId?: string,
): number | undefined {
  const overlapping = reservations.filter(
    (r) => r.id !== ignoreId && r.startsAt < end && r.blockedUntil > start,
  );
  for (let chair = 1; chair <= capacity; chair++)
    if (!overlapping.some((r) => r.chair === chair)) return chair;
  return undefined;
}

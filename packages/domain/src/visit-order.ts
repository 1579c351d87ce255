/**
 * docs/product.md#2.11: a customer's visits, upcoming first (soonest first), then past ones
 * (latest first). A visit is past once its start time has gone by. A cancelled one (when
 * `isCancelled` says so) is in neither: it goes to its own group, latest first, whenever it was.
 */
export function splitVisits<T>(
  visits: readonly T[],
  startsAt: (visit: T) => Date,
  now: Date,
  isCancelled: (visit: T) => boolean = () => false,
) {
  const at = (visit: T) => startsAt(visit).getTime();
  const latestFirst = (a: T, b: T) => at(b) - at(a);
  const open = visits.filter((visit) => !isCancelled(visit));
  const upcoming = open.filter((visit) => at(visit) >= now.getTime()).sort((a, b) => at(a) - at(b));
  const past = open.filter((visit) => at(visit) < now.getTime()).sort(latestFirst);
  const cancelled = visits.filter(isCancelled).sort(latestFirst);
  return { upcoming, past, cancelled };
}

/** The same order as one list: upcoming soonest first, then past latest first. */
export function orderVisits<T>(visits: readonly T[], startsAt: (visit: T) => Date, now: Date): T[] {
  const { upcoming, past, cancelled } = splitVisits(visits, startsAt, now);
  return [...upcoming, ...past, ...cancelled];
}

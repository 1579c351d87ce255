/**
 * docs/product.md#2.11: a customer's visits, upcoming first (soonest first), then past ones
 * (latest first). A visit is past once its start time has gone by.
 */
export function splitVisits<T>(visits: readonly T[], startsAt: (visit: T) => Date, now: Date) {
  const at = (visit: T) => startsAt(visit).getTime();
  const upcoming = visits.filter((visit) => at(visit) >= now.getTime()).sort((a, b) => at(a) - at(b));
  const past = visits.filter((visit) => at(visit) < now.getTime()).sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}

/** The same order as one list: upcoming soonest first, then past latest first. */
export function orderVisits<T>(visits: readonly T[], startsAt: (visit: T) => Date, now: Date): T[] {
  const { upcoming, past } = splitVisits(visits, startsAt, now);
  return [...upcoming, ...past];
}

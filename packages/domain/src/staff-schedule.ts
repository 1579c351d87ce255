/**
 * docs/decisions/0036-stylists.md: when a stylist can take a visit. Pure rules, shared by
 * offering a time, booking it, moving bookings between stylists and the owner's screens.
 * Times of day are salon-local minutes after midnight; instants are Dates.
 */

/** One weekly shift: 0 = Sunday ... 6 = Saturday, as the salon's opening hours. */
export interface WeeklyShift {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** An absence (leave, training), or a live reservation, as instants. */
export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

/** The stylist's own terms for a service; null fields take the catalogue's. */
export interface StaffServiceTerms {
  serviceId: string;
  priceLkr: number | null;
  durationMinutes: number | null;
}

/** A service line as the cart asks for it, with the catalogue's price and length. */
export interface RequestedLine {
  serviceId: string;
  quantity: number;
  priceLkr: number;
  durationMinutes: number;
}

/** Whether one shift of that weekday covers the whole of [start, end) (a visit cannot span a break). */
export function shiftCovers(
  shifts: readonly WeeklyShift[],
  weekday: number,
  startMinute: number,
  endMinute: number,
): boolean {
  return shifts.some(
    (shift) => shift.weekday === weekday && shift.startMinute <= startMinute && endMinute <= shift.endMinute,
  );
}

/** Whether any of `ranges` overlaps [start, end): touching ends do not. */
export function overlapsAny(ranges: readonly TimeRange[], start: Date, end: Date): boolean {
  return ranges.some((range) => range.startsAt < end && range.endsAt > start);
}

/**
 * The lines as this stylist does them (their own price and length where set), or undefined
 * when they do not do one of the services.
 */
export function linesForStylist(
  lines: readonly RequestedLine[],
  terms: readonly StaffServiceTerms[],
): RequestedLine[] | undefined {
  const byService = new Map(terms.map((term) => [term.serviceId, term]));
  const own: RequestedLine[] = [];
  for (const line of lines) {
    const term = byService.get(line.serviceId);
    if (!term) return undefined;
    own.push({
      ...line,
      priceLkr: term.priceLkr ?? line.priceLkr,
      durationMinutes: term.durationMinutes ?? line.durationMinutes,
    });
  }
  return own;
}

/** What "Anyone available" knows of a stylist free at the wanted time. */
export interface AssignmentCandidate {
  staffId: string;
  /** Booked minutes (bookings and live holds) over the seven days centred on the date. */
  bookedMinutes: number;
  /** When their latest reservation was made; null when never booked. */
  lastBookedAt: Date | null;
}

/**
 * docs/decisions/0036-stylists.md: the stylist "Anyone available" gets among those qualified,
 * on shift and free: the fewest booked minutes, then the least recently booked (never booked
 * first), then the lowest id, so the same state always gives the same answer.
 */
export function chooseStylist(candidates: readonly AssignmentCandidate[]): string | undefined {
  const ordered = [...candidates].sort(
    (a, b) =>
      a.bookedMinutes - b.bookedMinutes ||
      (a.lastBookedAt?.getTime() ?? -Infinity) - (b.lastBookedAt?.getTime() ?? -Infinity) ||
      (a.staffId < b.staffId ? -1 : a.staffId > b.staffId ? 1 : 0),
  );
  return ordered[0]?.staffId;
}

/** One of a stylist's shifts on a day, minutes after the salon's midnight, at its branch. */
export interface DayShift {
  startMinute: number;
  endMinute: number;
  branchId: string;
}

/**
 * docs/decisions/0047-back-office-per-branch.md: the branch a stylist's walk-in is at when they
 * do not say. Today (`nowMinute` given): the shift going on now, else the next one that day, else
 * (the day's shifts are over) the last. Another day: the first shift. Undefined with no shift.
 * The one rule for the dialog's named default and the server's reading of an absent branch.
 */
export function walkInBranchOf(shifts: readonly DayShift[], nowMinute?: number): string | undefined {
  const ordered = [...shifts].sort((a, b) => a.startMinute - b.startMinute);
  if (nowMinute === undefined) return ordered[0]?.branchId;
  return (ordered.find((shift) => shift.endMinute > nowMinute) ?? ordered.at(-1))?.branchId;
}

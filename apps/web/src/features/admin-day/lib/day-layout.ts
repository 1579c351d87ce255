import type { AppointmentStaff, ScheduledAppointment } from '@salon/contracts';

/** Height of one minute in the day grid: an hour is 72 px, room for two lines of a 30-minute visit. */
export const PX_PER_MINUTE = 1.2;

export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export interface Placement {
  top: number;
  height: number;
}

/**
 * Where a booking sits in its chair's column, in px from the opening time. A booking that
 * spills outside the opening hours (hours changed after it was made) is clipped, never lost.
 */
export function placeAppointment(
  appointment: Pick<ScheduledAppointment, 'startTime' | 'endTime'>,
  hours: { open: string; close: string },
): Placement {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const start = Math.min(Math.max(minutesOf(appointment.startTime), open), close);
  const end = Math.min(Math.max(minutesOf(appointment.endTime), start), close);
  return { top: (start - open) * PX_PER_MINUTE, height: Math.max(end - start, 15) * PX_PER_MINUTE };
}

/** The whole hours between opening and closing, for the grid lines and the time labels. */
export function hourMarks(hours: { open: string; close: string }): string[] {
  const marks: string[] = [];
  const close = minutesOf(hours.close);
  for (let minute = Math.ceil(minutesOf(hours.open) / 60) * 60; minute <= close; minute += 60) {
    marks.push(`${String(minute / 60).padStart(2, '0')}:00`);
  }
  return marks;
}

/**
 * One list per chair (1-based), each in time order. A booking on a chair beyond today's count
 * (chairs removed after it was made) gets its column anyway: hiding it would hide a customer.
 */
export function byChair<Block extends Pick<ScheduledAppointment, 'chair' | 'startTime'>>(
  blocks: Block[],
  chairs: number,
): Block[][] {
  const count = Math.max(chairs, ...blocks.map((block) => block.chair));
  const columns = Array.from({ length: count }, () => [] as Block[]);
  for (const block of [...blocks].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    columns[block.chair - 1]?.push(block);
  }
  return columns;
}

/** A stylist's column; `stylist` null gathers the visits that name none (made before the team). */
export interface StylistColumn<Block> {
  stylist: AppointmentStaff | null;
  blocks: Block[];
}

/**
 * docs/decisions/0036-stylists.md: one column per stylist of the day's team, in its order, each
 * in time order. A stylist a visit names but the team list does not gets a column anyway, and
 * visits naming nobody share a last column: hiding any would hide a customer.
 */
export function byStylist<Block extends { staff: AppointmentStaff | null; startTime: string }>(
  blocks: Block[],
  team: AppointmentStaff[],
): StylistColumn<Block>[] {
  const columns = new Map<string, StylistColumn<Block>>(
    team.map((stylist) => [stylist._id, { stylist, blocks: [] }]),
  );
  const unnamed: StylistColumn<Block> = { stylist: null, blocks: [] };
  for (const block of [...blocks].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    if (!block.staff) {
      unnamed.blocks.push(block);
      continue;
    }
    const column = columns.get(block.staff._id) ?? { stylist: block.staff, blocks: [] };
    column.blocks.push(block);
    columns.set(block.staff._id, column);
  }
  return [...columns.values(), ...(unnamed.blocks.length > 0 ? [unnamed] : [])];
}

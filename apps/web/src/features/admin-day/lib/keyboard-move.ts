import { toTimeString } from '@salon/domain';
import { minutesOf } from './day-layout.ts';

/** The grid's step, as a click or a drop rounds to (`timeAtOffset`) and the move form offers. */
export const MOVE_STEP_MINUTES = 15;

/** Where a booking moved by the keyboard would go: a start and a column of the day view. */
export interface ProposedMove {
  appointmentId: string;
  startTime: string;
  endTime: string;
  columnIndex: number;
}

/**
 * docs/decisions/0040-front-desk.md: the keyboard's drag. Up and Down move the start a step,
 * kept inside the opening hours with the whole visit; Left and Right go to the nearest column
 * of a stylist (a column of chairs or of visits naming nobody is no stylist to move to).
 * Any other key leaves the proposal as it is (undefined).
 */
export function shiftProposedMove(
  move: ProposedMove,
  key: string,
  hours: { open: string; close: string },
  columnStaffIds: (string | undefined)[],
): ProposedMove | undefined {
  const start = minutesOf(move.startTime);
  const duration = Math.max(minutesOf(move.endTime) - start, MOVE_STEP_MINUTES);
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const latest = minutesOf(hours.close) - duration;
    const shifted = start + (key === 'ArrowUp' ? -MOVE_STEP_MINUTES : MOVE_STEP_MINUTES);
    const next = Math.min(Math.max(shifted, minutesOf(hours.open)), Math.max(latest, minutesOf(hours.open)));
    return { ...move, startTime: toTimeString(next), endTime: toTimeString(next + duration) };
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const direction = key === 'ArrowLeft' ? -1 : 1;
    for (
      let index = move.columnIndex + direction;
      index >= 0 && index < columnStaffIds.length;
      index += direction
    ) {
      if (columnStaffIds[index] !== undefined) return { ...move, columnIndex: index };
    }
    return move;
  }
  return undefined;
}

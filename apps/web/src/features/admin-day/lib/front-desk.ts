import { toTimeString } from '@salon/domain';
import { minutesOf, PX_PER_MINUTE } from './day-layout.ts';

/** The start a point `offsetY` px down a day column stands for, on a 15-minute step, inside the hours. */
export function timeAtOffset(offsetY: number, hours: { open: string; close: string }): string {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const minute = Math.min(Math.max(open + Math.round(offsetY / PX_PER_MINUTE / 15) * 15, open), close - 15);
  return toTimeString(minute);
}

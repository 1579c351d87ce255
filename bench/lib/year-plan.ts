// Where a year of appointments falls: which day, chair and time, and what became of each.
// Pure and seeded, so the benchmark's database is the same every run and the invariants
// (no chair twice at once, inside opening hours) can be tested cheaply.
import type { AppointmentStatus, BookedService } from '../../apps/api/src/db/schema/index.ts';
import { addDays } from '@salon/domain';

export interface PlannedAppointment {
  date: string;
  /** Days from today: negative in the past. */
  offset: number;
  chair: number;
  startTime: string;
  endTime: string;
  minutes: number;
  status: AppointmentStatus;
  services: BookedService[];
  /** How many days before its start it was booked. */
  leadDays: number;
}

export interface YearPlanInput {
  today: string;
  pastDays: number;
  futureDays: number;
  count: number;
  capacity: number;
  openingHours: Array<{ open: string; close: string } | null>;
  catalogue: BookedService[];
  stepMinutes?: number;
  bufferMinutes?: number;
  seed?: number;
}

interface OpenDay {
  date: string;
  offset: number;
  weight: number;
  open: number;
  close: number;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** mulberry32: small, seeded, good enough to spread appointments. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function planYear(input: YearPlanInput): PlannedAppointment[] {
  const { capacity, catalogue } = input;
  const step = input.stepMinutes ?? 30;
  const buffer = input.bufferMinutes ?? 0;
  const rand = random(input.seed ?? 1);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const short = catalogue.filter((s) => s.durationMinutes <= 60);

  const days: OpenDay[] = [];
  for (let offset = -input.pastDays; offset <= input.futureDays; offset++) {
    if (offset === 0) continue;
    const date = addDays(input.today, offset);
    const hours = input.openingHours[new Date(`${date}T00:00:00Z`).getUTCDay()];
    if (!hours) continue;
    // Saturdays are busiest; bookings thin out the further ahead a day is.
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weight = (weekday === 6 ? 1.4 : 1) * (offset > 0 ? 1 - (0.9 * offset) / input.futureDays : 1);
    days.push({ date, offset, weight, open: toMinutes(hours.open), close: toMinutes(hours.close) });
  }
  const cursors = new Map(days.map((day) => [day.date, Array<number>(capacity).fill(day.open)]));
  const plan: PlannedAppointment[] = [];

  /** Seats one appointment on the day's earliest-free chair, or says there is no room. */
  function place(day: OpenDay): boolean {
    const chairs = cursors.get(day.date)!;
    const chair = chairs.indexOf(Math.min(...chairs));
    const gap = rand() < 0.6 ? 0 : step * (1 + Math.floor(rand() * 2));
    const start = Math.ceil((chairs[chair]! + gap) / step) * step;
    let booked = rand() < 0.8 ? [pick(catalogue)] : [pick(catalogue), pick(short)];
    if (booked.length === 2 && booked[0]!.serviceId === booked[1]!.serviceId) booked = [booked[0]!];
    let minutes = booked.reduce((sum, s) => sum + s.durationMinutes, 0);
    if (start + minutes > day.close) {
      booked = [pick(short)];
      minutes = booked[0]!.durationMinutes;
    }
    if (start + minutes > day.close) return false;
    chairs[chair] = start + minutes + buffer;
    const r = rand();
    const status: AppointmentStatus =
      day.offset < 0
        ? r < 0.84
          ? 'completed'
          : r < 0.92
            ? 'cancelled'
            : 'no-show'
        : r < 0.1
          ? 'cancelled'
          : r < 0.6
            ? 'confirmed'
            : 'pending';
    plan.push({
      date: day.date,
      offset: day.offset,
      chair: chair + 1,
      startTime: toTime(start),
      endTime: toTime(start + minutes),
      minutes,
      status,
      services: booked,
      leadDays: day.offset > 0 ? day.offset + 1 + Math.floor(rand() * 7) : 1 + Math.floor(rand() * 21),
    });
    return true;
  }

  const totalWeight = days.reduce((sum, day) => sum + day.weight, 0);
  let carry = 0;
  for (const day of days) {
    carry += (input.count * day.weight) / totalWeight;
    while (carry >= 1 && plan.length < input.count) {
      carry -= 1;
      // A full day's remainder is not pushed onto the next: the fill below spreads it.
      if (!place(day)) {
        carry = 0;
        break;
      }
    }
  }
  // Full days leave some over: they go to past days with room first, so the days ahead keep
  // thinning out as planned.
  for (const group of [days.filter((day) => day.offset < 0), days.filter((day) => day.offset > 0)])
    for (let placed = true; plan.length < input.count && placed;) {
      placed = false;
      for (const day of group) if (plan.length < input.count && place(day)) placed = true;
    }
  // A short count would make every figure measured on it quietly wrong.
  if (plan.length < input.count)
    throw new Error(`room for only ${plan.length} of ${input.count} appointments: add chairs or days`);
  return plan;
}

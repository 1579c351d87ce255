import { describe, expect, it } from 'vitest';
import { chooseFreeChair, type ChairReservation } from './chair-choice.ts';

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const reservation = (id: string, chair: number, from: string, until: string): ChairReservation => ({
  id,
  chair,
  startsAt: at(from),
  blockedUntil: at(until),
});

describe('chooseFreeChair', () => {
  const cases: Array<{
    name: string;
    reservations: ChairReservation[];
    capacity: number;
    start: string;
    end: string;
    ignoreId?: string;
    chair: number | undefined;
  }> = [
    {
      name: 'takes chair 1 in an empty salon',
      reservations: [],
      capacity: 2,
      start: '10:00',
      end: '11:00',
      chair: 1,
    },
    {
      name: 'skips a chair busy at the same time',
      reservations: [reservation('a', 1, '10:00', '11:00')],
      capacity: 2,
      start: '10:30',
      end: '11:30',
      chair: 2,
    },
    {
      name: 'is undefined when every chair is busy',
      reservations: [reservation('a', 1, '10:00', '11:00'), reservation('b', 2, '09:30', '10:45')],
      capacity: 2,
      start: '10:30',
      end: '11:30',
      chair: undefined,
    },
    {
      name: 'reuses a chair whose reservation ends exactly at the start',
      reservations: [reservation('a', 1, '09:00', '10:00')],
      capacity: 1,
      start: '10:00',
      end: '11:00',
      chair: 1,
    },
    {
      name: 'reuses a chair whose reservation starts exactly at the end',
      reservations: [reservation('a', 1, '11:00', '12:00')],
      capacity: 1,
      start: '10:00',
      end: '11:00',
      chair: 1,
    },
    {
      name: 'takes the lowest free chair, not the first gap in the list',
      reservations: [reservation('a', 2, '10:00', '11:00'), reservation('b', 1, '12:00', '13:00')],
      capacity: 3,
      start: '10:00',
      end: '11:00',
      chair: 1,
    },
    {
      name: 'ignores the reservation being re-seated',
      reservations: [reservation('self', 1, '10:00', '11:00')],
      capacity: 1,
      start: '10:00',
      end: '11:00',
      ignoreId: 'self',
      chair: 1,
    },
    {
      name: 'has no chair with no capacity',
      reservations: [],
      capacity: 0,
      start: '10:00',
      end: '11:00',
      chair: undefined,
    },
  ];

  it.each(cases)('$name', ({ reservations, capacity, start, end, ignoreId, chair }) => {
    expect(chooseFreeChair(reservations, capacity, at(start), at(end), ignoreId)).toBe(chair);
  });
});

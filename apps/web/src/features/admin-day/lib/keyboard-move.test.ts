import { describe, expect, it } from 'vitest';
import { shiftProposedMove } from './keyboard-move.ts';

const hours = { open: '09:00', close: '19:00' };
const move = { appointmentId: 'a', startTime: '10:00', endTime: '11:00', columnIndex: 1 };
const columns = ['s0', undefined, 's2', undefined];

describe('shiftProposedMove (docs/decisions/0040-front-desk.md)', () => {
  it.each([
    { key: 'ArrowDown', from: move, expected: { startTime: '10:15', endTime: '11:15', columnIndex: 1 } },
    { key: 'ArrowUp', from: move, expected: { startTime: '09:45', endTime: '10:45', columnIndex: 1 } },
    // Kept inside the opening hours with the whole visit.
    {
      key: 'ArrowUp',
      from: { ...move, startTime: '09:00', endTime: '10:00' },
      expected: { startTime: '09:00' },
    },
    {
      key: 'ArrowDown',
      from: { ...move, startTime: '18:00', endTime: '19:00' },
      expected: { startTime: '18:00' },
    },
    // Left and Right skip the columns that are no stylist, and stop at the ends.
    { key: 'ArrowRight', from: move, expected: { columnIndex: 2 } },
    { key: 'ArrowLeft', from: move, expected: { columnIndex: 0 } },
    { key: 'ArrowRight', from: { ...move, columnIndex: 2 }, expected: { columnIndex: 2 } },
  ])('$key from $from.startTime in column $from.columnIndex', ({ key, from, expected }) => {
    expect(shiftProposedMove(from, key, hours, columns)).toMatchObject(expected);
  });

  it('leaves any other key to the page', () => {
    expect(shiftProposedMove(move, 'a', hours, columns)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildScheduled } from '../../../test/operations-builders.ts';
import { byChair, byStylist, hourMarks, placeAppointment } from './day-layout.ts';

const hours = { open: '09:00', close: '19:00' };

describe('day grid placement', () => {
  it.each([
    ['09:00', '10:00', { top: 0, height: 72 }],
    ['10:30', '11:00', { top: 108, height: 36 }],
    // Before opening and after closing are clipped to the day, with a readable minimum height.
    ['08:00', '09:30', { top: 0, height: 36 }],
    ['18:30', '20:00', { top: 684, height: 36 }],
    ['19:00', '19:30', { top: 720, height: 18 }],
  ])('%s-%s sits at %o', (startTime, endTime, expected) => {
    expect(placeAppointment({ startTime, endTime }, hours)).toEqual(expected);
  });

  it('marks every whole hour from opening to closing', () => {
    expect(hourMarks({ open: '09:30', close: '12:00' })).toEqual(['10:00', '11:00', '12:00']);
  });

  it('puts each booking in its chair, in time order, with a column for a chair beyond the count', () => {
    const columns = byChair(
      [
        buildScheduled({ _id: 'b', chair: 1, startTime: '11:00' }),
        buildScheduled({ _id: 'a', chair: 1, startTime: '09:00' }),
        buildScheduled({ _id: 'c', chair: 2, startTime: '10:00' }),
        buildScheduled({ _id: 'x', chair: 3, startTime: '10:00' }),
      ],
      2,
    );
    expect(columns.map((column) => column.map((appointment) => appointment._id))).toEqual([
      ['a', 'b'],
      ['c'],
      ['x'],
    ]);
  });
});

describe('stylist columns (docs/decisions/0036-stylists.md)', () => {
  const dilani = { _id: 's1', name: 'Dilani' };
  const kasun = { _id: 's2', name: 'Kasun' };
  const gone = { _id: 's9', name: 'Left the team' };

  it('gives each stylist of the team a column in its order, keeps a stylist missing from it, and gathers the unnamed last', () => {
    const columns = byStylist(
      [
        buildScheduled({ _id: 'b', staff: dilani, startTime: '11:00' }),
        buildScheduled({ _id: 'old', staff: null, startTime: '09:00' }),
        buildScheduled({ _id: 'a', staff: dilani, startTime: '09:00' }),
        buildScheduled({ _id: 'g', staff: gone, startTime: '10:00' }),
      ],
      [kasun, dilani],
    );
    expect(columns.map((column) => [column.stylist?.name ?? null, column.blocks.map((b) => b._id)])).toEqual([
      ['Kasun', []],
      ['Dilani', ['a', 'b']],
      ['Left the team', ['g']],
      [null, ['old']],
    ]);
  });
});

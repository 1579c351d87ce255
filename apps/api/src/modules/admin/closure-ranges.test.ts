import { describe, expect, it } from 'vitest';
import { countClosedDays, expandClosures, groupClosedDates } from './closure-ranges.ts';

describe('closure ranges', () => {
  it('counts the days of ranges without listing them', () => {
    expect(
      countClosedDays([
        { from: '2030-12-30', to: '2031-01-02', reason: '' },
        { from: '2032-02-28', to: '2032-03-01', reason: '' },
      ]),
    ).toBe(4 + 3);
  });

  it('expands ranges across month and year ends, leap day included', () => {
    expect(expandClosures([{ from: '2032-02-28', to: '2032-03-01', reason: 'Break' }])).toEqual([
      { date: '2032-02-28', reason: 'Break' },
      { date: '2032-02-29', reason: 'Break' },
      { date: '2032-03-01', reason: 'Break' },
    ]);
  });

  it('finds two closures sharing a day', () => {
    expect(
      expandClosures([
        { from: '2030-01-01', to: '2030-01-03', reason: 'A' },
        { from: '2030-01-03', to: '2030-01-03', reason: 'B' },
      ]),
    ).toBeUndefined();
  });

  it.each([
    [
      'consecutive days with one reason make one range',
      ['2030-12-31:Holiday', '2031-01-01:Holiday', '2031-01-02:Holiday'],
      [{ from: '2030-12-31', to: '2031-01-02', reason: 'Holiday' }],
    ],
    [
      'a gap splits a range',
      ['2030-01-01:', '2030-01-03:'],
      [
        { from: '2030-01-01', to: '2030-01-01', reason: '' },
        { from: '2030-01-03', to: '2030-01-03', reason: '' },
      ],
    ],
    [
      'another reason splits a range',
      ['2030-01-02:B', '2030-01-01:A'],
      [
        { from: '2030-01-01', to: '2030-01-01', reason: 'A' },
        { from: '2030-01-02', to: '2030-01-02', reason: 'B' },
      ],
    ],
  ])('%s', (_name, rows, ranges) => {
    const dates = rows.map((row) => {
      const [date, reason] = row.split(':') as [string, string];
      return { date, reason };
    });
    expect(groupClosedDates(dates)).toEqual(ranges);
  });
});

import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

describe('moveItem', () => {
  it.each([
    { index: 1, direction: -1 as const, expected: ['b', 'a', 'c'] },
    { index: 1, direction: 1 as const, expected: ['a', 'c', 'b'] },
    { index: 0, direction: -1 as const, expected: ['a', 'b', 'c'] },
    { index: 2, direction: 1 as const, expected: ['a', 'b', 'c'] },
  ])('moves item $index by $direction', ({ index, direction, expected }) => {
    expect(moveItem(['a', 'b', 'c'], index, direction)).toEqual(expected);
  });
});

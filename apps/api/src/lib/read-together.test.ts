import { describe, expect, it } from 'vitest';
import { readTogether } from './read-together.ts';

/** Reads that record when each starts and ends, resolving in the order the test lets them. */
function recordedReads() {
  const events: string[] = [];
  const release: Array<() => void> = [];
  const read = (name: string, value: number) => () =>
    new Promise<number>((resolve) => {
      events.push(`start ${name}`);
      release.push(() => {
        events.push(`end ${name}`);
        resolve(value);
      });
    });
  const releaseAll = async () => {
    // Each release lets the next read start (in sequence) or finishes one already started.
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      release.shift()?.();
    }
  };
  return { events, read, releaseAll };
}

describe('readTogether', () => {
  it('starts every read at once on the pool, answering in the order asked', async () => {
    const { events, read, releaseAll } = recordedReads();
    const answer = readTogether(true, [read('a', 1), read('b', 2)]);
    await releaseAll();
    expect(await answer).toEqual([1, 2]);
    expect(events).toEqual(['start a', 'start b', 'end a', 'end b']);
  });

  it('starts each read after the one before has answered on a transaction', async () => {
    const { events, read, releaseAll } = recordedReads();
    const answer = readTogether(false, [read('a', 1), read('b', 2)]);
    await releaseAll();
    expect(await answer).toEqual([1, 2]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});

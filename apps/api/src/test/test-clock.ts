import type { Clock } from '../lib/clock.ts';

/** A clock a test moves by hand, so expiry rules can be checked without waiting. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  } satisfies Clock & Record<string, unknown>;
}

export type TestClock = ReturnType<typeof createTestClock>;

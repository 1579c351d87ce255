import { describe, expect, it } from 'vitest';
import { writeGapMs } from './write-gap.ts';

describe('writeGapMs', () => {
  const lostAt = 10_000;

  it('runs from the loss to the first acknowledged write sent after it', () => {
    const answers = [
      // Sent before the loss: its answer says nothing about the new primary.
      { sentAt: 9_900, answeredAt: 10_500, status: 200 },
      { sentAt: 10_100, answeredAt: 10_200, status: 503 },
      { sentAt: 11_000, answeredAt: 11_050, status: 0 },
      { sentAt: 20_000, answeredAt: 21_000, status: 201 },
      { sentAt: 19_000, answeredAt: 22_000, status: 200 },
      { sentAt: 12_000, answeredAt: 12_100, status: 409 },
    ];
    expect(writeGapMs(answers, lostAt)).toBe(11_000);
  });

  it('is undefined when nothing was acknowledged after the loss', () => {
    expect(writeGapMs([{ sentAt: 10_100, answeredAt: 10_300, status: 503 }], lostAt)).toBeUndefined();
  });
});

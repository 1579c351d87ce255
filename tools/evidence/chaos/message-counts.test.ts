import { describe, expect, it } from 'vitest';
import { arrivedCopies, arrivedMessages, countMessages, judgeDuplicates } from './message-counts.ts';

// The chaos run's message check is only as good as its counting: each fault must show.

describe('the chaos run counting messages', () => {
  const expected = ['mail a@x.lk SAL-00000001', 'sms SAL-00000001', 'mail owner@x.lk SAL-00000001'];

  it('passes when each expected message arrived once', () => {
    expect(countMessages(expected, [...expected].reverse())).toEqual({
      expected: 3,
      delivered: 3,
      duplicated: 0,
      missing: [],
      extra: [],
    });
  });

  it('sees a message that never arrived', () => {
    const counts = countMessages(expected, expected.slice(1));
    expect(counts).toMatchObject({ expected: 3, delivered: 2, duplicated: 0 });
    expect(counts.missing).toEqual(['mail a@x.lk SAL-00000001']);
  });

  it('sees a message sent twice, and one nobody owed', () => {
    const counts = countMessages(expected, [...expected, 'sms SAL-00000001', 'sms SAL-0000000F']);
    expect(counts).toMatchObject({ expected: 3, delivered: 3, duplicated: 2 });
    expect(counts.extra).toEqual(['sms SAL-00000001 x2', 'sms SAL-0000000F x1']);
  });

  it('counts a name owed twice (a booking moved once) as two messages, and its second copy as owed, not a duplicate', () => {
    const moved = [...expected, 'sms SAL-00000001'];
    expect(countMessages(moved, [...expected, 'sms SAL-00000001'])).toMatchObject({
      expected: 4,
      delivered: 4,
      duplicated: 0,
      missing: [],
    });
    const short = countMessages(moved, expected);
    expect(short).toMatchObject({ expected: 4, delivered: 3, duplicated: 0 });
    expect(short.missing).toEqual(['sms SAL-00000001 (1 of 2)']);
  });

  it('names a captured mail and SMS by recipient and booking reference', () => {
    const mail = {
      to: 'A@x.lk',
      subject: 'Your Salon appointment',
      text: 'Your appointment SAL-00000001 is booked',
    };
    const sms = {
      method: 'POST',
      path: '/send',
      headers: {},
      fields: { message: 'Booked SAL-00000001 for' },
      accepted: true,
    };
    expect(arrivedMessages([{ ...mail, html: '', attachments: [] }], [sms])).toEqual([
      'mail a@x.lk SAL-00000001',
      'sms SAL-00000001',
    ]);
  });

  it('counts no SMS the gateway refused: only its accepted retry arrived', () => {
    const sms = {
      method: 'POST',
      path: '/send',
      headers: {},
      fields: { message: 'Booked SAL-00000002 for' },
    };
    const arrived = arrivedMessages(
      [],
      [
        { ...sms, accepted: false },
        { ...sms, accepted: false },
        { ...sms, accepted: true },
      ],
    );
    expect(countMessages(['sms SAL-00000002'], arrived)).toMatchObject({ delivered: 1, duplicated: 0 });
  });

  it('names the messages of a refused paid hold by its HLD- reference', () => {
    const mail = {
      to: 'b@x.lk',
      subject: 'We could not book your Salon appointment',
      text: 'We received your booking fee (HLD-0A1B2C3D), but',
    };
    const sms = {
      method: 'POST',
      path: '/send',
      headers: {},
      fields: { message: 'could not book (HLD-0A1B2C3D)' },
      accepted: true,
    };
    expect(arrivedMessages([{ ...mail, html: '', attachments: [] }], [sms])).toEqual([
      'mail b@x.lk HLD-0A1B2C3D',
      'sms HLD-0A1B2C3D',
    ]);
  });

  it('tells which server life sent a mail and an SMS, and when they came', () => {
    const mail = {
      to: 'a@x.lk',
      subject: 'New booking SAL-00000003',
      text: '',
      html: '',
      attachments: [],
      from: 'Life-B1@salon.lk',
      receivedAt: 1_000,
    };
    const sms = {
      method: 'POST',
      path: '/send',
      headers: {},
      fields: { message: 'Booked SAL-00000003', sender_id: 'life-a1' },
      accepted: true,
      receivedAt: 2_000,
    };
    expect(arrivedCopies([mail], [sms])).toEqual([
      { name: 'mail a@x.lk SAL-00000003', sender: 'life-b1', at: 1_000 },
      { name: 'sms SAL-00000003', sender: 'life-a1', at: 2_000 },
    ]);
  });

  describe('judging repeats against decision 0021 (a SIGKILL between the send and its mark)', () => {
    const owed = ['mail owner@x.lk SAL-00000004', 'sms SAL-00000004'];
    const killed = [{ sender: 'life-b1', killedAt: 100_000 }];
    const copy = (name: string, sender: string, at: number) => ({ name, sender, at });

    it('puts a repeat down to the window when the killed life sent it just before the kill and another life sent it again', () => {
      const verdicts = judgeDuplicates(
        owed,
        [
          copy('mail owner@x.lk SAL-00000004', 'life-b1', 99_000),
          copy('mail owner@x.lk SAL-00000004', 'life-a1', 130_000),
          copy('sms SAL-00000004', 'life-a1', 50_000),
        ],
        killed,
        30_000,
      );
      expect(verdicts.inWindow).toHaveLength(1);
      expect(verdicts.unexplained).toEqual([]);
    });

    it('calls a repeat unexplained when only servers that were never killed sent it', () => {
      const verdicts = judgeDuplicates(
        owed,
        [
          copy('mail owner@x.lk SAL-00000004', 'life-a1', 99_000),
          copy('mail owner@x.lk SAL-00000004', 'life-b2', 130_000),
          copy('sms SAL-00000004', 'life-a1', 50_000),
        ],
        killed,
        30_000,
      );
      expect(verdicts.inWindow).toEqual([]);
      expect(verdicts.unexplained).toEqual(['mail owner@x.lk SAL-00000004 (life-a1@99000 life-b2@130000)']);
    });

    it('calls a repeat unexplained when the killed life sent its copy long before the kill, or nobody sent it again', () => {
      const early = judgeDuplicates(
        owed,
        [
          copy('sms SAL-00000004', 'life-b1', 10_000),
          copy('sms SAL-00000004', 'life-a1', 130_000),
          copy('mail owner@x.lk SAL-00000004', 'life-a1', 50_000),
        ],
        killed,
        30_000,
      );
      expect(early.unexplained).toHaveLength(1);
      const twiceByTheKilled = judgeDuplicates(
        owed,
        [
          copy('sms SAL-00000004', 'life-b1', 90_000),
          copy('sms SAL-00000004', 'life-b1', 95_000),
          copy('mail owner@x.lk SAL-00000004', 'life-a1', 50_000),
        ],
        killed,
        30_000,
      );
      expect(twiceByTheKilled.unexplained).toHaveLength(1);
    });

    it('explains one surplus copy per copy the killed life sent, no more', () => {
      const verdicts = judgeDuplicates(
        owed,
        [
          copy('sms SAL-00000004', 'life-b1', 99_000),
          copy('sms SAL-00000004', 'life-a1', 130_000),
          copy('sms SAL-00000004', 'life-b2', 131_000),
          copy('mail owner@x.lk SAL-00000004', 'life-a1', 50_000),
        ],
        killed,
        30_000,
      );
      expect(verdicts.inWindow).toHaveLength(1);
      expect(verdicts.unexplained).toHaveLength(1);
    });

    it('puts a repeat down to a send a server logged as cut off, once per cut-off', () => {
      const copies = [
        copy('mail owner@x.lk SAL-00000004', 'life-a1', 50_000),
        copy('mail owner@x.lk SAL-00000004', 'life-b2', 140_000),
        copy('sms SAL-00000004', 'life-a1', 50_000),
        copy('sms SAL-00000004', 'life-a1', 90_000),
      ];
      const verdicts = judgeDuplicates(owed, copies, killed, 30_000, ['mail owner@x.lk SAL-00000004']);
      expect(verdicts.inWindow).toEqual([
        'mail owner@x.lk SAL-00000004 (life-a1@50000 life-b2@140000; send cut off, then went)',
      ]);
      expect(verdicts.unexplained).toEqual(['sms SAL-00000004 (life-a1@50000 life-a1@90000)']);
    });
  });
});

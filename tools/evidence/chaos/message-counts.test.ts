import { describe, expect, it } from 'vitest';
import { arrivedMessages, countMessages } from './message-counts.ts';

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
});

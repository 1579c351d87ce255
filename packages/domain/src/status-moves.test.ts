import { describe, expect, it } from 'vitest';
import { adminStatusMoves, statusMoveRefusal, statusUndoableUntil } from './status-moves.ts';

const startsAt = new Date('2026-12-04T04:30:00Z');
const before = new Date('2026-11-26T04:30:00Z');
const after = new Date('2026-12-04T04:30:00Z');

describe('admin status moves (docs/architecture.md#appointment-status)', () => {
  it.each([
    ['pending', before, ['confirmed', 'cancelled']],
    ['confirmed', before, ['cancelled']],
    ['confirmed', after, ['completed', 'no-show', 'cancelled']],
    ['completed', after, []],
    ['cancelled', after, []],
    ['no-show', after, []],
  ] as const)('from %s at %s an admin may move to %o', (status, now, expected) => {
    expect(adminStatusMoves(status, startsAt, now)).toEqual(expected);
  });

  it('refuses No-show and Complete before the start time, and says why', () => {
    expect(statusMoveRefusal('confirmed', 'no-show', startsAt, before)).toBe('not-started');
    expect(statusMoveRefusal('confirmed', 'completed', startsAt, before)).toBe('not-started');
    expect(statusMoveRefusal('completed', 'cancelled', startsAt, after)).toBe('not-allowed');
    expect(statusMoveRefusal('confirmed', 'completed', startsAt, after)).toBeNull();
  });
});

describe('the undo window (docs/decisions/0025-status-undo.md)', () => {
  it('lasts 24 hours from the change', () => {
    expect(statusUndoableUntil(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
  });
});

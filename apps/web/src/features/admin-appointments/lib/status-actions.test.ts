import { describe, expect, it } from 'vitest';
import { statusActionsFor } from './status-actions.ts';

describe('status actions (docs/architecture.md#appointment-status)', () => {
  it.each([
    ['pending', ['confirmed', 'cancelled']],
    ['confirmed', ['completed', 'no-show', 'cancelled']],
    ['completed', []],
    ['cancelled', []],
    ['no-show', []],
  ] as const)('from %s an admin may move to %o', (status, expected) => {
    expect(statusActionsFor(status).map((action) => action.to)).toEqual(expected);
  });
});

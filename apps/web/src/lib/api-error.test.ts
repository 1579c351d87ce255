// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, describeError, hasErrorCode, serverErrorCodes } from './api-error.ts';
import type { ApiErrorCode } from './api-error.ts';

describe('serverErrorCodes', () => {
  it('lists exactly the codes of docs/errors.md', () => {
    const table = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8');
    const documented = [...table.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]);
    expect([...serverErrorCodes].sort()).toEqual(documented.sort());
  });
});

const failure = (code: ApiErrorCode, message: string, serverMessage?: string) =>
  new ApiError({ code, status: 0, message, serverMessage });

describe('describeError', () => {
  it.each([
    ['NETWORK_ERROR', 'Cannot connect'],
    ['TIMEOUT', 'Request timed out'],
    ['INTERNAL', 'Server error'],
  ] as const)('shows the global text for %s, whatever the server said', (code, message) => {
    expect(describeError(failure(code, message, 'stack trace'), 'Area fallback')).toBe(message);
  });

  it("shows the area's fallback for a server fault that came without the server's words", () => {
    expect(describeError(failure('INTERNAL', 'Server error'), 'Area fallback')).toBe('Area fallback');
    expect(describeError(failure('INVALID_RESPONSE', 'Unexpected'), 'Area fallback')).toBe('Area fallback');
  });

  it("shows the server's reason for a refusal, else the area's fallback", () => {
    expect(describeError(failure('CONFLICT', 'x', 'Already reviewed'), 'Area fallback')).toBe(
      'Already reviewed',
    );
    expect(describeError(failure('CONFLICT', 'x'), 'Area fallback')).toBe('Area fallback');
    expect(describeError(new Error('boom'), 'Area fallback')).toBe('Area fallback');
  });
});

describe('hasErrorCode', () => {
  it('matches any of the codes given, and only ApiErrors', () => {
    expect(hasErrorCode(failure('SLOT_TAKEN', 'x'), 'SLOT_TAKEN')).toBe(true);
    expect(hasErrorCode(failure('CONFLICT', 'x'), 'SLOT_TAKEN')).toBe(false);
    expect(hasErrorCode(failure('TIMEOUT', 'x'), 'NETWORK_ERROR', 'TIMEOUT')).toBe(true);
    expect(hasErrorCode(new Error('SLOT_TAKEN'), 'SLOT_TAKEN')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fake-api.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { envelopeWith } from './response-shape.ts';

const servicesShape = envelopeWith<{ data: { services: unknown[] } }>({ services: 'array' });

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, body))),
  );

describe('the light answer check of the first page (docs/architecture.md#page-rendering)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes a success envelope whose data fields have their shapes', async () => {
    answer({ status: 'success', data: { services: [{ _id: 's1' }] } });
    const result = await apiRequest('/api/services/get-services', { schema: servicesShape });
    expect(result.data.services).toEqual([{ _id: 's1' }]);
  });

  it.each([
    ['no envelope', [{ _id: 's1' }]],
    ['an error status', { status: 'error', data: { services: [] } }],
    ['no data', { status: 'success' }],
    ['a field of the wrong shape', { status: 'success', data: { services: { _id: 's1' } } }],
    ['a missing field', { status: 'success', data: {} }],
  ])('refuses %s as an invalid response', async (_case, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(body);
    const failure = await apiRequest('/api/services/get-services', { schema: servicesShape }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('INVALID_RESPONSE');
  });

  it('checks only the status of an answer without data fields', () => {
    expect(envelopeWith().parse({ status: 'success', message: 'Logged out' })).toEqual({
      status: 'success',
      message: 'Logged out',
    });
    expect(() => envelopeWith().parse({ status: 'error' })).toThrow();
  });
});

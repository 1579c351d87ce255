import { messageResponseSchema } from '@salon/contracts';
import { REQUEST_TIMEOUT_MS } from './ui-timings.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonResponse } from '../test/fake-api.ts';
import { apiRequest, onUnauthorized } from './api-client.ts';
import { ApiError } from './api-error.ts';

function answerWith(response: Response | Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const call = (path = '/api/anything') => apiRequest(path, { schema: messageResponseSchema });

describe('apiRequest error codes and messages (docs/errors.md, docs/product.md#8.1)', () => {
  it.each([
    ['VALIDATION_FAILED', 'Name is too long', 'Name is too long'],
    ['MALFORMED_REQUEST', undefined, 'Invalid request data. Please check your information and try again.'],
    ['UNAUTHORIZED', 'No session', 'Session expired. Please login again.'],
    ['FORBIDDEN', 'Only the owner may do that', 'Only the owner may do that'],
    ['FORBIDDEN', undefined, 'You do not have permission to perform this action'],
    ['EMAIL_NOT_VERIFIED', 'Please verify your email first', 'Please verify your email first'],
    ['NOT_FOUND', 'Appointment not found', 'Appointment not found'],
    ['NOT_FOUND', undefined, 'The requested resource was not found'],
    ['SLOT_TAKEN', 'That slot was just taken', 'That slot was just taken'],
    ['FEE_REFUNDED', 'Your booking fee has been refunded.', 'Your booking fee has been refunded.'],
    ['RATE_LIMITED', undefined, 'An unexpected error occurred'],
    ['INTERNAL', 'db exploded', 'Server error. Please try again later'],
  ] as const)('%s with message %j carries its code and shows %j', async (code, serverMessage, message) => {
    answerWith(errorAnswer(code, serverMessage));
    const error = await failureOf(call());
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  // A proxy's page or a code newer than this client: the status still names the failure.
  it.each([
    [400, { status: 'error', error: 'Bad thing' }, 'VALIDATION_FAILED', 'Bad thing'],
    [
      400,
      undefined,
      'VALIDATION_FAILED',
      'Invalid request data. Please check your information and try again.',
    ],
    [401, { status: 'error', message: 'No session' }, 'UNAUTHORIZED', 'Session expired. Please login again.'],
    [403, {}, 'FORBIDDEN', 'You do not have permission to perform this action'],
    [404, undefined, 'NOT_FOUND', 'The requested resource was not found'],
    [409, { status: 'error', message: 'Taken', code: 'SOMETHING_NEWER' }, 'CONFLICT', 'Taken'],
    [503, undefined, 'INTERNAL', 'Server error. Please try again later'],
    [418, undefined, 'UNKNOWN_ERROR', 'An unexpected error occurred'],
  ])('%i with %j without a known code is %s and shows %j', async (status, body, code, message) => {
    answerWith(jsonResponse(status, body));
    const error = await failureOf(call());
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('says it cannot connect when no response arrives', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failureOf(call());
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Cannot connect to server. Please check your internet connection.');
  });

  it('gives up after 30 s with the timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const failure = failureOf(call());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void failure.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await failure).message).toBe('Request timed out. Please try again.');
    expect((await failure).code).toBe('TIMEOUT');
  });

  it('keeps the details and the Retry-After seconds of an error', async () => {
    answerWith(
      errorAnswer('RATE_LIMITED', 'Slow down', {
        details: { field: 'email' },
        headers: { 'Retry-After': '42' },
      }),
    );
    const error = await failureOf(call());
    expect(error.message).toBe('Slow down');
    expect(error.details).toEqual({ field: 'email' });
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('fails loudly when a success does not match its contract', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(jsonResponse(200, { status: 'success' }));
    const error = await failureOf(call());
    expect(error.message).toBe('Unexpected response from server');
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('apiRequest transport', () => {
  it('sends JSON with the stored bearer token and credentials', async () => {
    window.localStorage.setItem('token', 'abc123');
    const fetchMock = answerWith(jsonResponse(200, { status: 'success', message: 'ok' }));
    await expect(
      apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: messageResponseSchema }),
    ).resolves.toEqual({ status: 'success', message: 'ok' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/x');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer abc123',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = answerWith(jsonResponse(200, { status: 'success', message: 'ok' }));
    await call();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });
});

describe('onUnauthorized', () => {
  const listener = vi.fn();
  let unsubscribe = () => {};
  afterEach(() => {
    unsubscribe();
    listener.mockReset();
  });

  it('is told about an UNAUTHORIZED answer to an ordinary call', async () => {
    unsubscribe = onUnauthorized(listener);
    answerWith(errorAnswer('UNAUTHORIZED', 'expired'));
    await failureOf(call('/api/cart/get-cart'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is not told about a refusal that is not UNAUTHORIZED', async () => {
    unsubscribe = onUnauthorized(listener);
    answerWith(errorAnswer('EMAIL_NOT_VERIFIED', 'Please verify your email first'));
    await failureOf(call('/api/cart/get-cart'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not told about a 401 from login, which means a wrong password', async () => {
    unsubscribe = onUnauthorized(listener);
    answerWith(errorAnswer('UNAUTHORIZED', 'Invalid email or password'));
    await failureOf(call('/api/auth/login'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not told about a 401 from Google sign-in, which means a refused credential', async () => {
    unsubscribe = onUnauthorized(listener);
    answerWith(errorAnswer('UNAUTHORIZED', 'Google login failed'));
    await failureOf(call('/api/auth/google'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('is not told when the caller opts out', async () => {
    unsubscribe = onUnauthorized(listener);
    answerWith(errorAnswer('UNAUTHORIZED', 'expired'));
    await failureOf(apiRequest('/api/auth/me', { schema: messageResponseSchema, notifyUnauthorized: false }));
    expect(listener).not.toHaveBeenCalled();
  });
});

import { englishOf } from '@salon/contracts';
import type { MessageRef, User } from '@salon/contracts';
import { vi } from 'vitest';
import type { ServerErrorCode } from '../lib/api-error.ts';

/** The server is the outside world for the web app: tests answer its calls here. */
export type ApiHandler = (request: {
  body: unknown;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The status the server answers each code with (docs/errors.md). */
const statusOfCode: Record<ServerErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  OTHER_BRANCH: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  FEE_REFUNDED: 409,
  FEE_CHANGED: 400,
  CLOSURE_HAS_BOOKINGS: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SMS_NOT_SENT: 503,
  MAIL_NOT_SENT: 503,
  NAME_REQUIRED: 400,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
};

interface ErrorAnswerOptions {
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * The server's error envelope `{ status: 'error', message, code, details? }`. Leaving the
 * message out checks the screen's own fallback text.
 */
export function errorBody(
  code: ServerErrorCode,
  message?: string | MessageRef,
  details?: Record<string, unknown>,
) {
  // As the server writes it (apps/api/src/lib/errors.ts): the English, and the message by id.
  const byId = typeof message === 'string' ? { id: message } : message;
  return {
    status: 'error',
    ...(message !== undefined && { message: englishOf(message) }),
    ...(byId && { messageId: byId.id, ...(byId.params && { params: byId.params }) }),
    code,
    ...(details && { details }),
  };
}

/** An error answer at the code's status. */
export function errorAnswer(
  code: ServerErrorCode,
  message?: string | MessageRef,
  { details, headers }: ErrorAnswerOptions = {},
): Response {
  return jsonResponse(statusOfCode[code], errorBody(code, message, details), headers);
}

/** The status a code comes with, for fakes below `fetch` (the upload's XMLHttpRequest). */
export const statusOf = (code: ServerErrorCode): number => statusOfCode[code];

/** Stubs `fetch`; keys are 'METHOD /path'. Unknown calls fail the test loudly with a 599. */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse(599, errorBody('INTERNAL', `No fake for ${key}`));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({ body, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise that never settles: a request still in flight. */
export function pendingResponse(): Promise<Response> {
  return new Promise<Response>(() => {});
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
    name: 'Nimali Perera',
    email: 'nimali@example.com',
    role: 'user',
    isVerified: true,
    phone: '0771234567',
    address: null,
    city: null,
    profileImage: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs a user in the way the app finds them at start-up: a stored token and a /me answer. */
export function signedInHandlers(user: User): Record<string, ApiHandler> {
  window.localStorage.setItem('token', 'test-token');
  return {
    'GET /api/auth/me': () => jsonResponse(200, { status: 'success', data: { user } }),
    // The account's appointments page lists the customer's waitlist too (docs/decisions/0042-waitlist.md).
    'GET /api/waitlist/mine': () =>
      jsonResponse(200, { status: 'success', data: { entries: [], offers: [] } }),
  };
}

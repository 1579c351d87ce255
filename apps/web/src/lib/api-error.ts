export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  serverMessage?: string;
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/**
 * Every failed call throws this. `message` is already the text spec 8.1 shows for the
 * status; `serverMessage` keeps the server's own words for screens (login, register) that
 * map statuses differently.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status, or 0 when no answer arrived (timeout, network). */
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  /** From a 429's Retry-After header, in whole seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text a screen shows for a failed call when its area has its own fallback (spec 8.3):
 * the server's message where it gave one, the global text when no usable answer came back
 * (timeout, no connection, 5xx), else the area's fallback.
 */
export function describeError(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'timeout' || error.kind === 'network' || error.status >= 500) return error.message;
  return error.serverMessage ?? fallback;
}

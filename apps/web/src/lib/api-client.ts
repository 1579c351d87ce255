import { authMessages, globalErrorMessages } from '@salon/contracts';
import { REQUEST_TIMEOUT_MS } from '@salon/domain';
import { ApiError } from './api-error.ts';
import { readToken } from './token-storage.ts';

/** Anything with zod's `parse`: the client stays independent of the schema library. */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /**
   * False for calls whose 401 is an expected answer rather than a dead session: the
   * start-up user lookup and logout. (Login is always exempt: its 401 means a wrong password.)
   */
  notifyUnauthorized?: boolean;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session layer subscribes here; the client itself never touches the UI (STYLE.md). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

// A 401 from these means the credentials were refused, not that a session expired.
const CREDENTIAL_PATHS = ['/api/auth/login', '/api/auth/google'];

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const response = await send(path, options);
  const payload = await readJson(response);

  if (!response.ok) {
    const error = toHttpError(response, payload);
    if (error.status === 401 && !CREDENTIAL_PATHS.includes(path) && options.notifyUnauthorized !== false) {
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw error;
  }

  try {
    return options.schema.parse(payload);
  } catch (cause) {
    // Contract drift between server and client must be loud in development, not a silent undefined.
    console.error(`Response of ${options.method ?? 'GET'} ${path} does not match its contract`, cause);
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: authMessages.unexpectedResponse,
    });
  }
}

async function send<T>(path: string, options: ApiRequestOptions<T>): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  // A caller's abort (a query being cancelled) must also stop the request, but is not a timeout.
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) {
      throw new ApiError({ kind: 'timeout', status: 0, message: globalErrorMessages.timeout });
    }
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ kind: 'network', status: 0, message: globalErrorMessages.noResponse });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

interface ErrorPayload {
  message?: string;
  error?: string;
  details?: Record<string, unknown>;
}

// Error bodies are read leniently: a proxy or crash page may not follow the envelope.
function readErrorPayload(payload: unknown): ErrorPayload {
  if (typeof payload !== 'object' || payload === null) return {};
  const record = payload as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const details = record.details;
  return {
    message: text(record.message),
    error: text(record.error),
    details:
      typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
  };
}

/** Spec 8.1: the message each status shows. */
function toHttpError(response: Response, payload: unknown): ApiError {
  const { status } = response;
  const body = readErrorPayload(payload);
  const serverMessage = body.message ?? body.error;

  let message: string;
  if (status === 400) message = serverMessage ?? globalErrorMessages.badRequest;
  else if (status === 401) message = globalErrorMessages.sessionExpired;
  else if (status === 403) message = body.message ?? globalErrorMessages.forbidden;
  else if (status === 404) message = body.message ?? globalErrorMessages.notFound;
  else if (status >= 500) message = globalErrorMessages.serverError;
  else message = body.message ?? globalErrorMessages.unexpected;

  return new ApiError({
    kind: 'http',
    status,
    message,
    serverMessage,
    details: body.details,
    retryAfterSeconds: readRetryAfter(response),
  });
}

function readRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

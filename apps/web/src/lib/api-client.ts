import { globalErrorMessages, sessionMessages } from '@salon/contracts';
import { REQUEST_TIMEOUT_MS } from './ui-timings.ts';
import { ApiError } from './api-error.ts';
import { apiErrorFromAnswer } from './error-answer.ts';
import type { ErrorAnswer } from './error-answer.ts';
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

/** The session layer subscribes here; the client itself never touches the UI (docs/conventions.md#dependencies). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where requests go instead of the network: the server, rendering a page, answers them
 * in-process (docs/architecture.md#page-rendering). The browser never calls this.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

// A 401 from these means the credentials were refused, not that a session expired.
const CREDENTIAL_PATHS = ['/api/auth/login', '/api/auth/google'];

/**
 * The error for a failed answer to `path`, whichever transport (fetch, XMLHttpRequest) carried
 * it. The one place a 401 ends the session (docs/product.md#8.1), so no request can forget it.
 */
export function failedAnswerError(
  path: string,
  answer: ErrorAnswer,
  { notifyUnauthorized = true }: { notifyUnauthorized?: boolean } = {},
): ApiError {
  const error = apiErrorFromAnswer(answer);
  if (error.code === 'UNAUTHORIZED' && !CREDENTIAL_PATHS.includes(path) && notifyUnauthorized) {
    unauthorizedListeners.forEach((listener) => listener());
  }
  return error;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const response = await send(path, options);
  const payload = await readJson(response);

  if (!response.ok) {
    throw failedAnswerError(
      path,
      { status: response.status, payload, retryAfter: response.headers.get('Retry-After') },
      options,
    );
  }

  try {
    return options.schema.parse(payload);
  } catch (cause) {
    // Contract drift between server and client must be loud in development, not a silent undefined.
    console.error(`Response of ${options.method ?? 'GET'} ${path} does not match its contract`, cause);
    throw new ApiError({
      code: 'INVALID_RESPONSE',
      status: response.status,
      message: sessionMessages.unexpectedResponse,
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
    return await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) {
      throw new ApiError({ code: 'TIMEOUT', status: 0, message: globalErrorMessages.timeout });
    }
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: globalErrorMessages.noResponse });
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

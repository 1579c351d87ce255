import { globalErrorMessages, sessionMessages } from '@salon/contracts';
import { ApiError } from './api-error.ts';
import { failedAnswerError } from './api-client.ts';
import type { ResponseSchema } from './api-client.ts';
import { readToken } from './token-storage.ts';
import { REQUEST_TIMEOUT_MS } from './ui-timings.ts';

export interface SendFormOptions<T> {
  method: 'POST' | 'PATCH' | 'PUT';
  form: FormData;
  schema: ResponseSchema<T>;
  /** Share of the bytes sent so far, 0-100. */
  onProgress?: (percent: number) => void;
}

/**
 * A multipart call. XMLHttpRequest rather than fetch: only it reports upload progress, which an
 * owner sending photos from a phone needs to see. Failures become the same ApiError as apiRequest's.
 */
export function sendForm<T>(
  path: string,
  { method, form, schema, onProgress }: SendFormOptions<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const payload: unknown = request.response;
      if (request.status < 200 || request.status >= 300) {
        reject(
          failedAnswerError(path, {
            status: request.status,
            payload,
            retryAfter: request.getResponseHeader('Retry-After'),
          }),
        );
        return;
      }
      try {
        resolve(schema.parse(payload));
      } catch (cause) {
        console.error(`Response of ${method} ${path} does not match its contract`, cause);
        reject(
          new ApiError({
            code: 'INVALID_RESPONSE',
            status: request.status,
            message: sessionMessages.unexpectedResponse,
          }),
        );
      }
    };
    request.onerror = () =>
      reject(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: globalErrorMessages.noResponse }));
    request.ontimeout = () =>
      reject(new ApiError({ code: 'TIMEOUT', status: 0, message: globalErrorMessages.timeout }));
    request.send(form);
  });
}

import { globalErrorMessages, uploadResponseSchema } from '@salon/contracts';
import type { UploadResponse } from '@salon/contracts';
import { REQUEST_TIMEOUT_MS } from '@salon/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { readToken } from '../../../lib/token-storage.ts';
import { useRefreshSessionUser } from '../hooks/use-refresh-session-user.ts';

export interface UploadInput {
  file: File;
  /** Share of the bytes sent so far, 0-100. */
  onProgress?: (percent: number) => void;
}

/**
 * XMLHttpRequest rather than fetch: only it reports upload progress, which a phone on a
 * slow connection sending a 5 MB photo needs to see.
 */
export function uploadProfileImage({ file, onProgress }: UploadInput): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/users/upload');
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
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadResponseSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError({
              kind: 'invalid-response',
              status: request.status,
              message: globalErrorMessages.unexpected,
            }),
          );
        return;
      }
      reject(toUploadError(request.status, payload));
    };
    request.onerror = () =>
      reject(new ApiError({ kind: 'network', status: 0, message: globalErrorMessages.noResponse }));
    request.ontimeout = () =>
      reject(new ApiError({ kind: 'timeout', status: 0, message: globalErrorMessages.timeout }));

    const form = new FormData();
    form.append('profileImage', file);
    request.send(form);
  });
}

function toUploadError(status: number, payload: unknown): ApiError {
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const serverMessage = typeof record.message === 'string' && record.message ? record.message : undefined;
  const message =
    status === 401
      ? globalErrorMessages.sessionExpired
      : status >= 500
        ? globalErrorMessages.serverError
        : (serverMessage ?? globalErrorMessages.unexpected);
  return new ApiError({
    kind: 'http',
    status,
    message,
    serverMessage: status >= 500 ? undefined : serverMessage,
  });
}

export function useUploadProfileImage() {
  const refreshSessionUser = useRefreshSessionUser();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (answer) => refreshSessionUser(answer.data.user),
  });
}

import { globalErrorMessages, uploadResponseSchema } from '@salon/contracts';
import type { UploadResponse, User } from '@salon/contracts';
import { REQUEST_TIMEOUT_MS } from '../../../lib/ui-timings.ts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { apiErrorFromAnswer } from '../../../lib/error-answer.ts';
import { readToken } from '../../../lib/token-storage.ts';

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
              code: 'INVALID_RESPONSE',
              status: request.status,
              message: globalErrorMessages.unexpected,
            }),
          );
        return;
      }
      reject(
        apiErrorFromAnswer({
          status: request.status,
          payload,
          retryAfter: request.getResponseHeader('Retry-After'),
        }),
      );
    };
    request.onerror = () =>
      reject(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: globalErrorMessages.noResponse }));
    request.ontimeout = () =>
      reject(new ApiError({ code: 'TIMEOUT', status: 0, message: globalErrorMessages.timeout }));

    const form = new FormData();
    form.append('profileImage', file);
    request.send(form);
  });
}

/** `onUserSaved` hands the stored user to whoever shows it elsewhere (the page passes the session's). */
export function useUploadProfileImage(onUserSaved: (user: User) => void) {
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (answer) => onUserSaved(answer.data.user),
  });
}

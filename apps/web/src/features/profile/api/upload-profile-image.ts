import { uploadResponseSchema } from '@salon/contracts';
import type { UploadResponse, User } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendForm } from '../../../lib/send-form.ts';

export interface UploadInput {
  file: File;
  /** Share of the bytes sent so far, 0-100: a phone on a slow connection sending 5 MB needs to see it. */
  onProgress?: (percent: number) => void;
}

export function uploadProfileImage({ file, onProgress }: UploadInput): Promise<UploadResponse> {
  const form = new FormData();
  form.append('profileImage', file);
  return sendForm('/api/users/upload', { method: 'POST', form, schema: uploadResponseSchema, onProgress });
}

/** `onUserSaved` hands the stored user to whoever shows it elsewhere (the page passes the session's). */
export function useUploadProfileImage(onUserSaved: (user: User) => void) {
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (answer) => onUserSaved(answer.data.user),
  });
}

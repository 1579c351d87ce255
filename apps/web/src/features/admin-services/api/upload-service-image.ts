import { adminServiceResponseSchema } from '@salon/contracts';
import { sendForm } from '../../../lib/send-form.ts';

/** POST /api/services/:id/image: the picture as multipart `image`. */
export async function uploadServiceImage(id: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  const answer = await sendForm(`/api/services/${id}/image`, {
    method: 'POST',
    form,
    schema: adminServiceResponseSchema,
    onProgress,
  });
  return answer.data.service;
}

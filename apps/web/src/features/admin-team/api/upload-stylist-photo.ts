import { adminStaffResponseSchema } from '@salon/contracts';
import { sendForm } from '../../../lib/send-form.ts';

/** POST /api/admin/staff/:id/photo: the portrait as multipart `photo`. */
export async function uploadStylistPhoto(id: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('photo', file);
  const answer = await sendForm(`/api/admin/staff/${id}/photo`, {
    method: 'POST',
    form,
    schema: adminStaffResponseSchema,
    onProgress,
  });
  return answer.data.staff;
}

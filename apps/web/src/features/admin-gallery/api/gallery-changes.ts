import { galleryImageResponseSchema, galleryResponseSchema, messageResponseSchema } from '@salon/contracts';
import type { GalleryImage } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/send-form.ts';
import { galleryQueryKey } from './get-gallery-photos.ts';

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: galleryQueryKey });

export interface UploadPhotoInput {
  file: File;
  caption: string;
  /** Where the photos were taken; undefined: every branch (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
  branchId?: string | undefined;
  onProgress: (percent: number) => void;
}

/** POST /api/gallery takes one photo per call; several are sent side by side. */
export async function uploadGalleryPhoto({
  file,
  caption,
  branchId,
  onProgress,
}: UploadPhotoInput): Promise<GalleryImage> {
  const form = new FormData();
  form.append('caption', caption);
  if (branchId) form.append('branchId', branchId);
  form.append('image', file);
  const answer = await sendForm('/api/gallery', {
    method: 'POST',
    form,
    schema: galleryImageResponseSchema,
    onProgress,
  });
  return answer.data.image;
}

export function useUploadGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadGalleryPhoto, onSettled: () => refresh(queryClient) });
}

export function useUpdateCaption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, caption, branchId }: { id: string; caption: string; branchId?: string | null }) =>
      apiRequest(`/api/gallery/${id}`, {
        method: 'PATCH',
        // No branchId: the photo keeps its branch.
        body: branchId === undefined ? { caption } : { caption, branchId },
        schema: galleryImageResponseSchema,
      }),
    onSettled: () => refresh(queryClient),
  });
}

export function useReorderGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest('/api/gallery/order', { method: 'PUT', body: { ids }, schema: galleryResponseSchema }),
    onSettled: () => refresh(queryClient),
  });
}

export function useDeleteGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(`/api/gallery/${id}`, { method: 'DELETE', schema: messageResponseSchema })).message,
    onSettled: () => refresh(queryClient),
  });
}

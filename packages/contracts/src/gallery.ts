import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';

export const galleryImageSchema = z.object({ _id: z.string(), imageUrl: z.string(), caption: z.string() });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryGroupSchema = z.object({ caption: z.string(), images: z.array(galleryImageSchema) });
export type GalleryGroup = z.infer<typeof galleryGroupSchema>;

export const galleryResponseSchema = successResponseSchema(
  z.object({ galleryImages: z.array(galleryGroupSchema) }),
);
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

export const galleryUploadFieldsSchema = z.object({
  caption: z.string({ error: 'A caption is required' }).trim().min(1, 'A caption is required').max(80),
});

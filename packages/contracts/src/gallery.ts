import { z } from 'zod';
import { branchIdSchema } from './branches.ts';
import { successResponseSchema } from './envelope.ts';
import { branchMessages } from './messages/branches.ts';

export const galleryImageSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  caption: z.string(),
  /** Where the photo was taken; null: every branch (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
  branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryGroupSchema = z.object({ caption: z.string(), images: z.array(galleryImageSchema) });
export type GalleryGroup = z.infer<typeof galleryGroupSchema>;

export const galleryResponseSchema = successResponseSchema(
  z.object({ galleryImages: z.array(galleryGroupSchema) }),
);
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

/** GET /api/gallery?branchId=: that branch's photos and the salon-wide ones. */
export const galleryQuerySchema = z.object({ branchId: branchIdSchema });

/** The branch of a photo as a form sends it: empty or absent is every branch (null). */
export const galleryBranchFieldSchema = z
  .union([z.literal(''), z.uuid(branchMessages.branchNotFound)])
  .nullish()
  .transform((value) => value || null);

export const galleryUploadFieldsSchema = z.object({
  caption: z.string({ error: 'A caption is required' }).trim().min(1, 'A caption is required').max(80),
  branchId: galleryBranchFieldSchema,
});

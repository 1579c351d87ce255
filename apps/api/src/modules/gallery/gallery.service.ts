import {
  catalogueAdminMessages,
  catalogueMessages,
  galleryUploadFieldsSchema,
  profileMessages,
} from '@salon/contracts';
import type { GalleryGroup, GalleryImage } from '@salon/contracts';
import type { BranchRow } from '../../db/schema/index.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { parseOrBadRequest } from '../../lib/parse.ts';
import { branchAmong } from '../availability/availability.service.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { MultipartForm } from '../files/multipart.ts';
import type { GalleryImageWithBranch, GalleryRepository } from './gallery.repository.ts';

/** A photo as the gallery's answers carry it. */
export const presentGalleryImage = (row: GalleryImageWithBranch): GalleryImage => ({
  _id: row.id,
  imageUrl: row.imageUrl,
  caption: row.caption,
  branch: row.branch && { _id: row.branch.id, name: row.branch.name },
});

/** docs/architecture.md#api-conventions: images grouped by caption, groups in the order their first image appears. */
export function groupByCaption(rows: GalleryImageWithBranch[]): GalleryGroup[] {
  const groups = new Map<string, GalleryGroup>();
  for (const row of rows) {
    const group = groups.get(row.caption) ?? { caption: row.caption, images: [] };
    group.images.push(presentGalleryImage(row));
    groups.set(row.caption, group);
  }
  return [...groups.values()];
}

export type GalleryService = ReturnType<typeof createGalleryService>;

export function createGalleryService({
  repository,
  branches,
  images,
}: {
  repository: GalleryRepository;
  /** Every branch, closed ones too, the main one first (docs/decisions/0045-branches.md). */
  branches: () => Promise<BranchRow[]>;
  images: ImageStore;
}) {
  async function get(id: string) {
    const image = await repository.findById(id);
    if (!image) throw new NotFoundError(catalogueMessages.imageNotFound);
    return image;
  }

  /** A branch given to a photo: null is every branch; unknown 404, closed 400. */
  async function photoBranch(branchId: string | null) {
    return branchId === null ? null : branchAmong(await branches(), branchId).id;
  }

  return {
    /** docs/decisions/0048-reviews-and-gallery-per-branch.md: a branch's photos and the salon-wide ones. */
    async listGrouped(branchId?: string) {
      if (branchId !== undefined) branchAmong(await branches(), branchId, true);
      return groupByCaption(await repository.listInOrder(branchId));
    },

    async add(form: MultipartForm) {
      const fields = parseOrBadRequest(galleryUploadFieldsSchema, form.fields);
      if (!form.file) throw new BadRequestError(profileMessages.noFile);
      const branchId = await photoBranch(fields.branchId);
      const imageUrl = await images.saveUpload('gallery', form.file.bytes);
      const position = await repository.count();
      return get(await repository.create({ imageUrl, caption: fields.caption, position, branchId }));
    },

    /** The caption, and the branch when sent (null: every branch). */
    async update(id: string, changes: { caption: string; branchId?: string | null | undefined }) {
      const branchId = changes.branchId === undefined ? undefined : await photoBranch(changes.branchId);
      const updated = await repository.update(id, {
        caption: changes.caption,
        ...(branchId === undefined ? {} : { branchId }),
      });
      if (!updated) throw new NotFoundError(catalogueMessages.imageNotFound);
      return get(id);
    },

    async reorder(ids: string[]) {
      if (!(await repository.reorder(ids)))
        throw new BadRequestError(catalogueAdminMessages.galleryOrderMismatch);
      return groupByCaption(await repository.listInOrder());
    },

    async remove(id: string) {
      const removed = await repository.delete(id);
      if (!removed) throw new NotFoundError(catalogueMessages.imageNotFound);
      await images.remove(removed.imageUrl);
    },
  };
}

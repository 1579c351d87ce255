import {
  catalogueAdminMessages,
  catalogueMessages,
  galleryUploadFieldsSchema,
  profileMessages,
} from '@salon/contracts';
import type { GalleryGroup } from '@salon/contracts';
import type { GalleryImageRow } from '../../db/schema/index.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { parseOrBadRequest } from '../../lib/parse.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { MultipartForm } from '../files/multipart.ts';
import type { GalleryRepository } from './gallery.repository.ts';

/** docs/architecture.md#api-conventions: images grouped by caption, groups in the order their first image appears. */
export function groupByCaption(rows: GalleryImageRow[]): GalleryGroup[] {
  const groups = new Map<string, GalleryGroup>();
  for (const row of rows) {
    const group = groups.get(row.caption) ?? { caption: row.caption, images: [] };
    group.images.push({ _id: row.id, imageUrl: row.imageUrl, caption: row.caption });
    groups.set(row.caption, group);
  }
  return [...groups.values()];
}

export type GalleryService = ReturnType<typeof createGalleryService>;

export function createGalleryService({
  repository,
  images,
}: {
  repository: GalleryRepository;
  images: ImageStore;
}) {
  return {
    listGrouped: async () => groupByCaption(await repository.listInOrder()),

    async add(form: MultipartForm) {
      const { caption } = parseOrBadRequest(galleryUploadFieldsSchema, form.fields);
      if (!form.file) throw new BadRequestError(profileMessages.noFile);
      const imageUrl = await images.saveUpload('gallery', form.file.bytes);
      const position = (await repository.listInOrder()).length;
      return repository.create({ imageUrl, caption, position });
    },

    async updateCaption(id: string, caption: string) {
      const updated = await repository.updateCaption(id, caption);
      if (!updated) throw new NotFoundError(catalogueMessages.imageNotFound);
      return updated;
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

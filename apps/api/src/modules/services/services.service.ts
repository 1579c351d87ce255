import { catalogueMessages, profileMessages } from '@salon/contracts';
import { LANGUAGES } from '@salon/contracts';
import type { ServiceCategory, ServiceTranslations } from '@salon/contracts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { MultipartForm } from '../files/multipart.ts';
import type { NewService, ServiceChanges, ServicesRepository } from './services.repository.ts';

export interface ServiceInput {
  title?: string | undefined;
  description?: string | undefined;
  category?: ServiceCategory | undefined;
  price?: number | undefined;
  averageTime?: number | undefined;
  thumbnail?: string | null | undefined;
  hidden?: boolean | undefined;
  bookableOnce?: boolean | undefined;
  translations?: ServiceTranslationsInput | undefined;
}

export type ServiceTranslationsInput = Partial<
  Record<'si' | 'ta', { title?: string | undefined; description?: string | undefined } | undefined>
>;

/** Empty texts are dropped, so a stored translation always has something to show. */
export function keptTranslations(input: ServiceTranslationsInput): ServiceTranslations {
  const kept: ServiceTranslations = {};
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const texts = input[language];
    const title = texts?.title?.trim();
    const description = texts?.description?.trim();
    if (!title && !description) continue;
    kept[language] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return kept;
}

/** The API's words (docs/product.md#3) to the columns' words. */
function toColumns(input: ServiceInput): ServiceChanges {
  const columns: ServiceChanges = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.category !== undefined) columns.category = input.category;
  if (input.price !== undefined) columns.priceLkr = input.price;
  if (input.averageTime !== undefined) columns.durationMinutes = input.averageTime;
  if (input.thumbnail !== undefined) columns.thumbnailUrl = input.thumbnail;
  if (input.hidden !== undefined) columns.hidden = input.hidden;
  if (input.bookableOnce !== undefined) columns.bookableOnce = input.bookableOnce;
  if (input.translations !== undefined) columns.translations = keptTranslations(input.translations);
  return columns;
}

export type ServicesService = ReturnType<typeof createServicesService>;

export function createServicesService({
  repository,
  images,
  clock,
}: {
  repository: ServicesRepository;
  images: ImageStore;
  clock: Clock;
}) {
  return {
    list: () => repository.listLive(),
    listAll: () => repository.listAll(),
    async get(id: string) {
      const service = await repository.findLiveById(id);
      if (!service) throw new NotFoundError(catalogueMessages.serviceNotFound);
      return service;
    },
    create: (
      input: Required<Omit<ServiceInput, 'thumbnail' | 'hidden' | 'bookableOnce' | 'translations'>> &
        Pick<ServiceInput, 'thumbnail' | 'bookableOnce' | 'translations'>,
    ) => repository.create({ ...(toColumns(input) as NewService), thumbnailUrl: input.thumbnail ?? null }),
    async update(id: string, input: ServiceInput) {
      const updated = await repository.update(id, toColumns(input));
      if (!updated) throw new NotFoundError(catalogueMessages.serviceNotFound);
      return updated;
    },
    /** docs/architecture.md#files: the new picture replaces the old, whose file goes. */
    async replaceImage(id: string, form: MultipartForm) {
      const existing = await repository.findById(id);
      if (!existing) throw new NotFoundError(catalogueMessages.serviceNotFound);
      if (form.file?.fieldName !== 'image') throw new BadRequestError(profileMessages.noFile);
      const thumbnailUrl = await images.saveUpload('services', form.file.bytes);
      const updated = await repository.update(id, { thumbnailUrl });
      if (!updated) {
        await images.remove(thumbnailUrl);
        throw new NotFoundError(catalogueMessages.serviceNotFound);
      }
      if (existing.thumbnailUrl && !(await repository.isThumbnailShared(existing.thumbnailUrl, id)))
        await images.remove(existing.thumbnailUrl);
      return updated;
    },
    async remove(id: string) {
      if (!(await repository.softDelete(id, clock.now())))
        throw new NotFoundError(catalogueMessages.serviceNotFound);
    },
  };
}

import { catalogueMessages, createOfferRequestSchema, updateOfferRequestSchema } from '@salon/contracts';
import { addDays, toSalonDate } from '@salon/domain';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { parseOrBadRequest } from '../../lib/parse.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { MultipartForm } from '../files/multipart.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import { keptTranslations } from '../services/services.service.ts';
import type { NewOffer, OffersRepository } from './offers.repository.ts';

export interface OffersServiceDeps {
  offers: OffersRepository;
  services: ServicesRepository;
  images: ImageStore;
  clock: Clock;
  timeZone: string;
}

export type OffersService = ReturnType<typeof createOffersService>;

export function createOffersService({ offers, services, images, clock, timeZone }: OffersServiceDeps) {
  const salonToday = () => toSalonDate(clock.now(), timeZone);
  /** When today's list of running offers stops holding. */
  const salonTomorrowStarts = () => salonInstant(addDays(salonToday(), 1), '00:00', timeZone);

  async function assertServicesExist(ids: string[]) {
    const unique = [...new Set(ids)];
    if ((await services.findLiveByIds(unique)).length !== unique.length)
      throw new BadRequestError(catalogueMessages.unknownServices);
    return unique;
  }

  async function get(id: string) {
    const offer = await offers.findLiveById(id);
    if (!offer) throw new NotFoundError(catalogueMessages.offerNotFound);
    return offer;
  }

  return {
    salonToday,
    salonTomorrowStarts,
    listActive: () => offers.listActive(salonToday()),
    listAll: () => offers.listAll(),
    get,
    find: (id: string) => offers.findLiveById(id),

    /** Multipart: the fields as text plus an optional `image` file. */
    async create(form: MultipartForm) {
      const input = parseOrBadRequest(createOfferRequestSchema, form.fields);
      const serviceIds = await assertServicesExist(input.services);
      const imageUrl = form.file ? await images.saveUpload('offers', form.file.bytes) : null;
      const offer: NewOffer = {
        title: input.title,
        description: input.description,
        originalPriceLkr: input.originalPrice,
        discountPercent: input.discount,
        startDate: input.startDate,
        endDate: input.endDate,
        imageUrl,
        ...(input.translations && { translations: keptTranslations(input.translations) }),
      };
      return get(await offers.create(offer, serviceIds));
    },

    async update(id: string, form: MultipartForm) {
      const existing = await get(id);
      const input = parseOrBadRequest(updateOfferRequestSchema, form.fields);
      const startDate = input.startDate ?? existing.startDate;
      const endDate = input.endDate ?? existing.endDate;
      if (startDate > endDate) throw new BadRequestError('The end date cannot be before the start date');
      const serviceIds = input.services ? await assertServicesExist(input.services) : undefined;
      const changes: Partial<NewOffer> = {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.translations !== undefined && { translations: keptTranslations(input.translations) }),
        ...(input.originalPrice !== undefined && { originalPriceLkr: input.originalPrice }),
        ...(input.discount !== undefined && { discountPercent: input.discount }),
        startDate,
        endDate,
      };
      if (form.file) changes.imageUrl = await images.saveUpload('offers', form.file.bytes);
      await offers.update(id, changes, serviceIds);
      if (form.file) await images.remove(existing.imageUrl);
      return get(id);
    },

    async remove(id: string) {
      if (!(await offers.softDelete(id, clock.now())))
        throw new NotFoundError(catalogueMessages.offerNotFound);
    },
  };
}

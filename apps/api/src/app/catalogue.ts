import { createBranchesRepository } from '../modules/branches/branches.repository.ts';
import { createCartRepository } from '../modules/cart/cart.repository.ts';
import { createCartService } from '../modules/cart/cart.service.ts';
import { createGalleryRepository } from '../modules/gallery/gallery.repository.ts';
import { createGalleryService } from '../modules/gallery/gallery.service.ts';
import { createOffersRepository } from '../modules/offers/offers.repository.ts';
import { createOffersService } from '../modules/offers/offers.service.ts';
import { createReviewsRepository } from '../modules/reviews/reviews.repository.ts';
import { createReviewsService } from '../modules/reviews/reviews.service.ts';
import { createServicesRepository } from '../modules/services/services.repository.ts';
import { createServicesService } from '../modules/services/services.service.ts';
import type { AppContext } from './context.ts';

export type Catalogue = ReturnType<typeof createCatalogue>;

/** What the salon shows and sells: services, offers, the cart, reviews and the gallery. */
export function createCatalogue({ config, db, clock, images }: AppContext) {
  const servicesRepository = createServicesRepository(db);
  const offers = createOffersService({
    offers: createOffersRepository(db),
    services: servicesRepository,
    images,
    clock,
    timeZone: config.salonTimeZone,
  });
  const carts = createCartRepository(db);
  // Reviews and photos name their branch (docs/decisions/0048-reviews-and-gallery-per-branch.md).
  const branches = createBranchesRepository(db);
  const listBranches = () => branches.listAll();
  return {
    servicesRepository,
    services: createServicesService({ repository: servicesRepository, images, clock }),
    offers,
    carts,
    cart: createCartService({ carts, services: servicesRepository, offers }),
    reviews: createReviewsService({ repository: createReviewsRepository(db), branches: listBranches, clock }),
    gallery: createGalleryService({
      repository: createGalleryRepository(db),
      branches: listBranches,
      images,
    }),
  };
}

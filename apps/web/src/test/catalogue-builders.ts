import type { Cart, GalleryGroup, Offer, Service } from '@salon/contracts';
import { jsonResponse } from './fake-api.ts';

/** Fixtures shaped like the server's catalogue answers (contracts), for the catalogue screens. */
let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function buildService(overrides: Partial<Service> = {}): Service {
  return {
    _id: nextId(),
    title: 'Ladies Haircut',
    description: 'Wash, cut and blow-dry',
    category: 'hair',
    price: 3500,
    averageTime: 45,
    thumbnail: null,
    bookableOnce: false,
    ...overrides,
  };
}

export function buildOffer(overrides: Partial<Offer> = {}): Offer {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    title: 'Bridal Glow Package',
    name: 'Bridal Glow Package',
    description: 'Makeup, a facial and gel nails for the big day',
    price: 7200,
    originalPrice: 9000,
    discount: 20,
    image: null,
    startDate: '2026-11-12',
    endDate: '2026-12-31',
    services: [
      { _id: nextId(), name: 'Bridal Makeup' },
      { _id: nextId(), name: 'Gold Facial' },
    ],
    type: 'special_offer',
    isActive: true,
    ...overrides,
  };
}

export function buildGallery(groupSizes: number[]): GalleryGroup[] {
  let imageNumber = 0;
  return groupSizes.map((size, group) => ({
    caption: `Group ${group + 1}`,
    images: Array.from({ length: size }, () => {
      imageNumber += 1;
      return {
        _id: nextId(),
        imageUrl: `/uploads/gallery/${imageNumber}.webp`,
        caption: `Photo ${imageNumber}`,
        branch: null,
      };
    }),
  }));
}

export function buildCart(overrides: Partial<Cart> = {}): Cart {
  return {
    _id: nextId(),
    items: [],
    specialOffer: null,
    summary: { servicesTotal: 0, bookingFee: 0, totalAmount: 0, totalDuration: 0 },
    ...overrides,
  };
}

export const success = (data: unknown) => jsonResponse(200, { status: 'success', data });

export function buildCartItem(service: Service, overrides: Partial<Cart['items'][number]> = {}) {
  return {
    _id: nextId(),
    service: {
      _id: service._id,
      title: service.title,
      description: service.description,
      price: service.price,
      thumbnail: service.thumbnail,
      averageTime: service.averageTime,
      bookableOnce: service.bookableOnce,
    },
    quantity: 1,
    serviceId: service._id,
    fromSpecialOffer: false,
    specialOfferId: null,
    title: service.title,
    price: service.price,
    duration: service.averageTime,
    ...overrides,
  };
}

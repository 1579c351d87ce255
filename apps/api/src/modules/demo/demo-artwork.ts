import type { ImageKind, ImageStore } from '../files/image-store.ts';
import { buildAvatar } from './artwork/avatar.ts';
import { buildGalleryArtwork } from './artwork/gallery-artwork.ts';
import { buildOfferArtwork } from './artwork/offer-artwork.ts';
import { mapInBatches, renderWebp } from './artwork/render.ts';
import { buildServiceThumbnail } from './artwork/service-thumbnail.ts';
import { buildStylistPortrait } from './artwork/stylist-portrait.ts';
import { demoCustomers } from './content/customers.ts';
import { demoGalleryImages } from './content/gallery.ts';
import { demoOffers } from './content/offers.ts';
import { demoServices } from './content/services.ts';
import { demoTeam } from './content/team.ts';

// About two per core on the two-core machines the demo targets: busy, without piling up buffers.
const RENDER_BATCH = 4;

export interface DemoArtwork {
  /** By service key. */
  serviceThumbnails: ReadonlyMap<string, string>;
  /** In demoOffers order. */
  offerImages: readonly string[];
  /** In demoGalleryImages order. */
  galleryImages: readonly string[];
  /** By customer e-mail, only for those who have one. */
  avatars: ReadonlyMap<string, string>;
  /** By stylist name: each of the demo team's portrait (stored as an avatar). */
  stylistPhotos: ReadonlyMap<string, string>;
  /** Every URL written, to clean up if the seeding is abandoned. */
  all: readonly string[];
}

interface Job {
  kind: ImageKind;
  /** The stylists' portraits are avatars too, kept apart from the customers'. */
  set?: 'stylists';
  key: string;
  build: () => string;
}

/** Draws every demo picture and stores it; returns the public URLs. */
export async function saveDemoArtwork(images: ImageStore): Promise<DemoArtwork> {
  const servicesByKey = new Map(demoServices.map((service) => [service.key, service]));
  const jobs: Job[] = [
    ...demoServices.map((service, i): Job => ({
      kind: 'services',
      key: service.key,
      build: () => buildServiceThumbnail(service, i),
    })),
    ...demoOffers.map((offer, i): Job => ({
      kind: 'offers',
      key: String(i),
      build: () =>
        buildOfferArtwork({ ...offer, items: offer.serviceKeys.map((key) => servicesByKey.get(key)!) }, i),
    })),
    ...demoGalleryImages.map((image, i): Job => ({
      kind: 'gallery',
      key: String(i),
      build: () => buildGalleryArtwork(image, i),
    })),
    ...demoCustomers
      .filter((customer) => customer.hasAvatar)
      .map((customer, i): Job => ({
        kind: 'avatars',
        key: customer.email,
        build: () => buildAvatar(customer.name, i),
      })),
    ...demoTeam.map((stylist, i): Job => ({
      kind: 'avatars',
      set: 'stylists',
      key: stylist.name,
      build: () => buildStylistPortrait(stylist.portrait, i),
    })),
  ];
  const saved: string[] = [];
  let urls: string[];
  try {
    urls = await mapInBatches(jobs, RENDER_BATCH, async (job) => {
      const url = await images.saveGenerated(job.kind, await renderWebp(job.build()));
      saved.push(url);
      return url;
    });
  } catch (error) {
    await removeDemoArtwork(images, saved);
    throw error;
  }
  const byKind = (kind: ImageKind, set?: Job['set']) =>
    new Map(jobs.flatMap((job, i) => (job.kind === kind && job.set === set ? [[job.key, urls[i]!]] : [])));
  return {
    serviceThumbnails: byKind('services'),
    offerImages: [...byKind('offers').values()],
    galleryImages: [...byKind('gallery').values()],
    avatars: byKind('avatars'),
    stylistPhotos: byKind('avatars', 'stylists'),
    all: urls,
  };
}

export async function removeDemoArtwork(images: ImageStore, urls: readonly string[]): Promise<void> {
  await Promise.all(urls.map((url) => images.remove(url)));
}

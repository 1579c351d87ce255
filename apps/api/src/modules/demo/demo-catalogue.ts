import { toSalonDate } from '@salon/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import {
  branches,
  branchServices,
  galleryImages,
  reviews,
  salonSettings,
  services,
  specialOffers,
  specialOfferServices,
  staff,
  staffServices,
  staffBranches,
  staffShifts,
  users,
} from '../../db/schema/index.ts';
import { demoMainBranch, demoSecondBranch } from './content/branches.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ImageStore } from '../files/image-store.ts';
import { demoCustomers } from './content/customers.ts';
import { demoGalleryImages } from './content/gallery.ts';
import { demoOffers } from './content/offers.ts';
import { demoSalonProfile } from './content/salon-profile.ts';
import { demoServiceTexts } from './content/service-translations.ts';
import { demoServices } from './content/services.ts';
import { demoTeam } from './content/team.ts';
import { removeDemoArtwork, saveDemoArtwork } from './demo-artwork.ts';
import type { DemoArtwork } from './demo-artwork.ts';
import { resolveOfferDates } from './salon-calendar.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
// Any fixed number: it only has to be the same for every server seeding this database.
const SEED_LOCK_KEY = 7_305_001;

function translatedTexts(key: string) {
  return demoServiceTexts[key] ?? {};
}

const hasAnyService = async (db: Executor) =>
  (await db.select({ id: services.id }).from(services).limit(1)).length > 0;

/**
 * Fills an empty database with a believable catalogue (services, offers, gallery, customers
 * and their reviews, the salon's contact details, a team of stylists) so a fresh install looks like a working salon. Runs once: any service
 * row, demo or real, means the owner's catalogue is already there.
 */
export async function seedDemoCatalogue(
  db: Database,
  images: ImageStore,
  now: Date,
  timeZone: string,
): Promise<void> {
  if (await hasAnyService(db)) return;
  // Drawing and hashing take the time; both happen before the transaction holds a connection.
  const [artwork, passwordHashes] = await Promise.all([
    saveDemoArtwork(images),
    // Nobody knows these passwords: the demo customers exist to be seen, not signed in as.
    Promise.all(demoCustomers.map(() => hashPassword(randomBytes(24).toString('base64url')))),
  ]);
  let isSeeded = false;
  try {
    isSeeded = await db.transaction(async (tx) => {
      // Two servers starting on one DATABASE_URL: the second waits here, then finds rows.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await hasAnyService(tx)) return false;
      const serviceIds = await insertServices(tx, artwork, now);
      await insertOffers(tx, artwork, serviceIds, toSalonDate(now, timeZone), now);
      await insertGallery(tx, artwork, now);
      await insertCustomersWithReviews(tx, artwork, passwordHashes, now);
      await fillSalonProfile(tx);
      await insertTeam(tx, artwork, serviceIds);
      await insertSecondBranch(tx, artwork, serviceIds);
      return true;
    });
  } finally {
    if (!isSeeded) await removeDemoArtwork(images, artwork.all);
  }
}

async function insertServices(tx: Executor, artwork: DemoArtwork, now: Date): Promise<Map<string, string>> {
  const rows = await tx
    .insert(services)
    .values(
      demoServices.map((service, i) => {
        // A minute apart in list order, so "newest first" and "oldest first" both keep categories together.
        const createdAt = new Date(now.getTime() - (demoServices.length - i) * 60_000);
        return {
          title: service.title,
          description: service.description,
          category: service.category,
          priceLkr: service.priceLkr,
          durationMinutes: service.durationMinutes,
          bookableOnce: service.bookableOnce ?? false,
          thumbnailUrl: artwork.serviceThumbnails.get(service.key),
          translations: translatedTexts(service.key),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: services.id, title: services.title });
  const idByTitle = new Map(rows.map((row) => [row.title, row.id]));
  return new Map(demoServices.map((service) => [service.key, idByTitle.get(service.title)!]));
}

const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** docs/decisions/0036-stylists.md: the demo team with their services and weekly shifts. */
async function insertTeam(
  tx: Executor,
  artwork: DemoArtwork,
  serviceIds: Map<string, string>,
): Promise<void> {
  const rows = await tx
    .insert(staff)
    .values(
      demoTeam.map((stylist, position) => ({
        name: stylist.name,
        photoUrl: artwork.stylistPhotos.get(stylist.name),
        position,
        bio: stylist.bio.en,
        translations: { si: { bio: stylist.bio.si }, ta: { bio: stylist.bio.ta } },
      })),
    )
    .returning({ id: staff.id, name: staff.name });
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  await tx.insert(staffServices).values(
    demoTeam.flatMap((stylist) =>
      demoServices
        .filter((service) => stylist.categories.includes(service.category))
        .map((service) => ({
          staffId: idByName.get(stylist.name)!,
          serviceId: serviceIds.get(service.key)!,
          priceLkr: stylist.ownPrices?.[service.key] ?? null,
        })),
    ),
  );
  await tx.insert(staffShifts).values(
    demoTeam.flatMap((stylist) =>
      stylist.shifts.flatMap((shift) =>
        shift.weekdays.map((weekday) => {
          const [start, end] = shift.hours.split('-') as [string, string];
          return {
            staffId: idByName.get(stylist.name)!,
            weekday,
            startMinute: minuteOfDay(start),
            endMinute: minuteOfDay(end),
          };
        }),
      ),
    ),
  );
}

/**
 * docs/decisions/0045-branches.md: names the main branch and adds the second, offering every
 * service (one at its own price), with one stylist of the team working there too.
 */
async function insertSecondBranch(
  tx: Executor,
  artwork: DemoArtwork,
  serviceIds: Map<string, string>,
): Promise<void> {
  await tx
    .update(branches)
    .set(demoMainBranch)
    .where(eq(branches.id, sql`salon_main_branch()`));
  const { ownPrices, stylist, shifts, reviewedBy, photoMotifs, ...place } = demoSecondBranch;
  const [branch] = await tx
    .insert(branches)
    .values({ ...place, openingHours: [...place.openingHours], position: 1 })
    .returning({ id: branches.id });
  await tx.insert(branchServices).values(
    [...serviceIds].map(([key, serviceId]) => ({
      branchId: branch!.id,
      serviceId,
      priceLkr: ownPrices[key] ?? null,
    })),
  );
  const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.name, stylist));
  await tx.insert(staffBranches).values({ staffId: member!.id, branchId: branch!.id });
  await tx.insert(staffShifts).values(
    shifts.flatMap((shift) =>
      shift.weekdays.map((weekday) => {
        const [start, end] = shift.hours.split('-') as [string, string];
        return {
          staffId: member!.id,
          branchId: branch!.id,
          weekday,
          startMinute: minuteOfDay(start),
          endMinute: minuteOfDay(end),
        };
      }),
    ),
  );
  await placeReviewsAndPhotos(tx, artwork, branch!.id, { reviewedBy, photoMotifs });
}

/** A few demo reviews and photos are the second branch's (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
async function placeReviewsAndPhotos(
  tx: Executor,
  artwork: DemoArtwork,
  branchId: string,
  { reviewedBy, photoMotifs }: { reviewedBy: readonly string[]; photoMotifs: readonly string[] },
): Promise<void> {
  const authors = tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...reviewedBy]));
  await tx.update(reviews).set({ branchId }).where(inArray(reviews.userId, authors));
  const photoUrls = demoGalleryImages.flatMap((image, position) =>
    photoMotifs.includes(image.motif) ? [artwork.galleryImages[position]!] : [],
  );
  await tx.update(galleryImages).set({ branchId }).where(inArray(galleryImages.imageUrl, photoUrls));
}

async function insertOffers(
  tx: Executor,
  artwork: DemoArtwork,
  serviceIds: ReadonlyMap<string, string>,
  salonToday: string,
  now: Date,
): Promise<void> {
  const priceByKey = new Map(demoServices.map((service) => [service.key, service.priceLkr]));
  for (const [i, offer] of demoOffers.entries()) {
    const { startDate, endDate } = resolveOfferDates(offer.schedule, salonToday);
    const [row] = await tx
      .insert(specialOffers)
      .values({
        title: offer.title,
        description: offer.description,
        translations: offer.translations,
        // The bundle's full price, so the discount is honest against booking each service alone.
        originalPriceLkr: offer.serviceKeys.reduce((sum, key) => sum + priceByKey.get(key)!, 0),
        discountPercent: offer.discountPercent,
        imageUrl: artwork.offerImages[i],
        startDate,
        endDate,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: specialOffers.id });
    await tx.insert(specialOfferServices).values(
      offer.serviceKeys.map((key, position) => ({
        offerId: row!.id,
        serviceId: serviceIds.get(key)!,
        position,
      })),
    );
  }
}

async function insertGallery(tx: Executor, artwork: DemoArtwork, now: Date): Promise<void> {
  await tx.insert(galleryImages).values(
    demoGalleryImages.map((image, position) => ({
      imageUrl: artwork.galleryImages[position]!,
      caption: image.caption,
      position,
      createdAt: now,
    })),
  );
}

async function insertCustomersWithReviews(
  tx: Executor,
  artwork: DemoArtwork,
  passwordHashes: readonly string[],
  now: Date,
): Promise<void> {
  const daysAgo = (days: number, extraHours = 0) =>
    new Date(now.getTime() - days * DAY_MS - extraHours * HOUR_MS);
  const inserted = await tx
    .insert(users)
    .values(
      demoCustomers.map((customer, i) => ({
        name: customer.name,
        email: customer.email,
        passwordHash: passwordHashes[i]!,
        role: 'user' as const,
        isVerified: true,
        phone: customer.phone,
        // Demo phones count as confirmed, so `npm start` shows booking texts in the SMS outbox
        // (docs/architecture.md#phone-confirmation).
        phoneConfirmedAt: daysAgo(customer.joinedDaysAgo),
        address: customer.address,
        city: customer.city,
        profileImage: artwork.avatars.get(customer.email) ?? null,
        createdAt: daysAgo(customer.joinedDaysAgo),
        updatedAt: daysAgo(customer.joinedDaysAgo),
      })),
    )
    // Someone may already have registered with one of these addresses: leave them be.
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const reviewRows = demoCustomers.flatMap((customer, i) => {
    const userId = idByEmail.get(customer.email);
    if (!userId) return [];
    // Spread over the day as well, so reviews do not all land on the hour.
    const createdAt = daysAgo(customer.review.daysAgo, 3 + i * 2.5);
    return [
      {
        userId,
        rating: customer.review.rating,
        comment: customer.review.comment,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows).onConflictDoNothing();
}

async function fillSalonProfile(tx: Executor): Promise<void> {
  const { name, ...contact } = demoSalonProfile;
  await tx
    .update(salonSettings)
    .set({ salonName: name, ...contact })
    .where(eq(salonSettings.id, 1));
}

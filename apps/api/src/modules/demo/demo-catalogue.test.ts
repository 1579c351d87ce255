import { imageVariants, isOfferActive, toSalonDate } from '@salon/domain';
import { count } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  galleryImages,
  reviews,
  salonSettings,
  services,
  specialOffers,
  specialOfferServices,
  staff,
  staffServices,
  staffShifts,
  users,
} from '../../db/schema/index.ts';
import { createImageStore, UPLOADS_URL_PREFIX } from '../files/image-store.ts';
import type { ImageStore } from '../files/image-store.ts';
import { createTestDatabase } from '../../test/database.ts';
import { demoOffers } from './content/offers.ts';
import { demoServiceTexts } from './content/service-translations.ts';
import { demoServices } from './content/services.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

const TIME_ZONE = 'Asia/Colombo';
// 20:00 UTC is 01:30 the next day in Colombo: offer dates must follow the salon's calendar.
const NOW = new Date('2025-03-31T20:00:00Z');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let images: ImageStore;
let uploadsDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-seed-'));
  images = createImageStore(uploadsDir);
  await seedDemoCatalogue(db, images, NOW, TIME_ZONE);
  // Drawing every demo photo is seconds of computing on a quiet machine, a minute on a shared one.
}, 180_000);

afterAll(async () => {
  await database.drop();
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

async function tableCounts(source: Database) {
  const tables = { services, specialOffers, specialOfferServices, galleryImages, users, reviews };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [
      name,
      (await source.select({ n: count() }).from(table))[0]!.n,
    ]),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

async function isWebpFile(url: string | null): Promise<boolean> {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return false;
  const bytes = await fs
    .readFile(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length)))
    .catch(() => null);
  if (!bytes || bytes.length < 12) return false;
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

describe('seedDemoCatalogue', () => {
  it('adds at least 16 live services covering all four categories', async () => {
    const rows = await db.query.services.findMany();
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(rows.every((row) => row.deletedAt === null)).toBe(true);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['hair', 'nail', 'facial', 'makeup']));
    for (const row of rows) {
      expect(Number.isInteger(row.priceLkr) && row.priceLkr > 0).toBe(true);
      expect(row.durationMinutes).toBeGreaterThanOrEqual(30);
      expect(row.durationMinutes).toBeLessThanOrEqual(240);
    }
  });

  it('gives every service a Sinhala and a Tamil title in its own script, so the languages show at once', async () => {
    const rows = await db.query.services.findMany();
    for (const row of rows) {
      expect(row.translations.si?.title).toMatch(/^[\u0D80-\u0DFF\u200D\s\w&(),'-]+$/);
      expect(row.translations.si?.title).toMatch(/[\u0D80-\u0DFF]/);
      expect(row.translations.ta?.title).toMatch(/[\u0B80-\u0BFF]/);
      expect(row.translations.ta?.title).not.toMatch(/[\u0D80-\u0DFF]/);
      expect(row.translations.si!.title!.length).toBeLessThanOrEqual(120);
      expect(row.translations.ta!.title!.length).toBeLessThanOrEqual(120);
    }
  });

  it('gives every service and offer a Sinhala and a Tamil title and description, so the catalogue reads fully in each', async () => {
    const rows = [...(await db.query.services.findMany()), ...(await db.query.specialOffers.findMany())];
    expect(rows).toHaveLength(demoServices.length + demoOffers.length);
    const scripts = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;
    const untranslated = rows.flatMap((row) =>
      (['si', 'ta'] as const).flatMap((language) => {
        const texts = row.translations[language];
        const other = language === 'si' ? scripts.ta : scripts.si;
        return (['title', 'description'] as const).flatMap((field) => {
          const text = texts?.[field]?.trim() ?? '';
          const isTranslated =
            scripts[language].test(text) &&
            !other.test(text) &&
            text.length <= (field === 'title' ? 120 : 2000);
          return isTranslated ? [] : [`${row.title}: ${language} ${field}`];
        });
      }),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps Sinhala and Tamil texts only for demo services that exist', () => {
    expect(Object.keys(demoServiceTexts).sort()).toEqual(demoServices.map((service) => service.key).sort());
  });

  it('adds three offers running on the salon date and one that ended, each with two or more services', async () => {
    const salonToday = toSalonDate(NOW, TIME_ZONE);
    expect(salonToday).toBe('2025-04-01');
    const offers = await db.query.specialOffers.findMany();
    expect(offers.filter((offer) => isOfferActive(offer, salonToday))).toHaveLength(3);
    const expired = offers.filter((offer) => offer.endDate < salonToday);
    expect(expired).toHaveLength(1);
    expect(expired[0]!.endDate).toBe('2025-03-31');
    const links = await db.query.specialOfferServices.findMany();
    const servicePrices = new Map((await db.query.services.findMany()).map((row) => [row.id, row.priceLkr]));
    for (const offer of offers) {
      const own = links.filter((link) => link.offerId === offer.id).sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.map((link) => link.position)).toEqual(own.map((_, i) => i));
      expect(offer.originalPriceLkr).toBe(
        own.reduce((sum, link) => sum + servicePrices.get(link.serviceId)!, 0),
      );
      expect(offer.discountPercent).toBeGreaterThanOrEqual(10);
      expect(offer.discountPercent).toBeLessThanOrEqual(30);
    }
  });

  it('adds at least 12 gallery images in three or four captions', async () => {
    const rows = await db.query.galleryImages.findMany();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.caption)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.caption)).size).toBeLessThanOrEqual(4);
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
  });

  it('adds six reviews by six distinct verified customers, within the last two months', async () => {
    const rows = await db.query.reviews.findMany();
    expect(rows).toHaveLength(6);
    const authors = await db.query.users.findMany({
      where: (user, { inArray }) =>
        inArray(
          user.id,
          rows.map((row) => row.userId),
        ),
    });
    expect(authors).toHaveLength(6);
    expect(authors.every((user) => user.role === 'user' && user.isVerified && user.passwordHash)).toBe(true);
    expect(authors.every((user) => /^07\d{8}$/.test(user.phone ?? ''))).toBe(true);
    // Confirmed, so `npm start` shows their booking texts (docs/architecture.md#phone-confirmation).
    expect(authors.every((user) => user.phoneConfirmedAt !== null)).toBe(true);
    const twoMonthsAgo = NOW.getTime() - 61 * 24 * 60 * 60 * 1000;
    expect(rows.every((row) => row.createdAt.getTime() > twoMonthsAgo && row.createdAt < NOW)).toBe(true);
    expect(rows.every((row) => row.rating >= 3 && row.rating <= 5)).toBe(true);
  });

  it('gives the second branch two reviews and three photos, the rest to the main branch and the whole salon', async () => {
    const branchRows = await db.query.branches.findMany({
      orderBy: (branch, { asc }) => [asc(branch.position)],
    });
    const [main, nugegoda] = branchRows.map((branch) => branch.id);
    const reviewBranches = (await db.query.reviews.findMany()).map((row) => row.branchId);
    expect(reviewBranches.filter((id) => id === nugegoda)).toHaveLength(2);
    expect(reviewBranches.filter((id) => id === main)).toHaveLength(4);
    const photoBranches = (await db.query.galleryImages.findMany()).map((row) => row.branchId);
    expect(photoBranches.filter((id) => id === nugegoda)).toHaveLength(3);
    expect(photoBranches.filter((id) => id !== nugegoda).every((id) => id === null)).toBe(true);
  });

  it("fills the salon's contact details with the sample ones the site showed", async () => {
    const [row] = await db.select().from(salonSettings);
    expect(row).toMatchObject({
      salonName: 'Salon',
      address: 'No. 42, Galle Road, Colombo 03',
      phone: '+94 11 234 5678',
      whatsapp: '+94 77 123 4567',
      email: 'hello@salon.lk',
      mapUrl:
        'https://www.google.com/maps/search/?api=1&query=No.%2042%2C%20Galle%20Road%2C%20Colombo%2003%2C%20Sri%20Lanka',
    });
  });

  it('points every image URL at a WebP file it wrote, with its smaller copies', async () => {
    const urls = [
      ...(await db.query.services.findMany()).map((row) => row.thumbnailUrl),
      ...(await db.query.specialOffers.findMany()).map((row) => row.imageUrl),
      ...(await db.query.galleryImages.findMany()).map((row) => row.imageUrl),
      ...(await db.query.users.findMany()).flatMap((row) => (row.profileImage ? [row.profileImage] : [])),
      ...(await db.select().from(staff)).map((row) => row.photoUrl),
    ];
    expect(urls.length).toBeGreaterThanOrEqual(16 + 4 + 12 + 1 + 4);
    const withCopies = urls.flatMap((url) => [url, ...imageVariants(url).map((variant) => variant.url)]);
    expect(withCopies.length).toBeGreaterThan(urls.length * 2);
    const checks = await Promise.all(withCopies.map(async (url) => [url, await isWebpFile(url)] as const));
    expect(checks.filter(([, isWebp]) => !isWebp)).toEqual([]);
  });

  it('adds nothing, and writes no file, when called again', async () => {
    const before = await tableCounts(db);
    const filesBefore = await fs.readdir(uploadsDir, { recursive: true });
    await seedDemoCatalogue(db, images, new Date(NOW.getTime() + 60_000), TIME_ZONE);
    expect(await tableCounts(db)).toEqual(before);
    expect(await fs.readdir(uploadsDir, { recursive: true })).toEqual(filesBefore);
  });
});

describe('seedDemoCatalogue on two servers starting at once', () => {
  it("fills the database once and removes the loser's pictures", async () => {
    const other = await createTestDatabase();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-seed-race-'));
    try {
      const store = createImageStore(dir);
      await Promise.all([
        seedDemoCatalogue(other.db, store, NOW, TIME_ZONE),
        seedDemoCatalogue(other.db, store, NOW, TIME_ZONE),
      ]);
      const counts = await tableCounts(other.db);
      expect(counts.specialOffers).toBe(4);
      expect(counts.reviews).toBe(6);
      const stored = (await fs.readdir(dir, { recursive: true })).filter((name) => name.endsWith('.webp'));
      const referenced = [
        ...(await other.db.query.services.findMany()).map((row) => row.thumbnailUrl),
        ...(await other.db.query.specialOffers.findMany()).map((row) => row.imageUrl),
        ...(await other.db.query.galleryImages.findMany()).map((row) => row.imageUrl),
        ...(await other.db.query.users.findMany()).map((row) => row.profileImage),
        ...(await other.db.select().from(staff)).map((row) => row.photoUrl),
      ].filter((url): url is string => Boolean(url));
      const expected = referenced.flatMap((url) => [
        url,
        ...imageVariants(url).map((variant) => variant.url),
      ]);
      expect(stored.map((name) => `${UPLOADS_URL_PREFIX}${name}`).sort()).toEqual(expected.sort());
    } finally {
      await other.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

// docs/decisions/0036-stylists.md: the demo shows the stylist step, and "Anyone available"
// still offers what three chairs did (the browser tests book on this seed without a stylist).
describe('the demo team', () => {
  it('has four stylists, three of whom do every service all day Monday to Friday', async () => {
    const team = await db.select().from(staff);
    expect(team.map((member) => member.name)).toHaveLength(4);
    // Each reads as a person on the stylist step, in each language, with a portrait of their own.
    expect(new Set(team.map((member) => member.photoUrl)).size).toBe(4);
    for (const member of team) {
      expect(member.photoUrl, member.name).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
      expect(member.bio, member.name).not.toBe('');
      expect(member.translations.si?.bio, member.name).toMatch(/[\u0D80-\u0DFF]/);
      expect(member.translations.ta?.bio, member.name).toMatch(/[\u0B80-\u0BFF]/);
    }
    const [serviceRows, terms, shifts] = await Promise.all([
      db.select({ id: services.id }).from(services),
      db.select().from(staffServices),
      db.select().from(staffShifts),
    ]);
    for (const service of serviceRows) {
      for (const weekday of [1, 2, 3, 4, 5]) {
        const allDay = team.filter(
          (member) =>
            terms.some((term) => term.staffId === member.id && term.serviceId === service.id) &&
            shifts.some(
              (shift) =>
                shift.staffId === member.id &&
                shift.weekday === weekday &&
                shift.startMinute <= 9 * 60 &&
                shift.endMinute >= 19 * 60,
            ),
        );
        expect(allDay.length).toBeGreaterThanOrEqual(3);
      }
    }
    // Not all alike: someone does only some services, and someone has a break.
    expect(new Set(team.map((member) => terms.filter((t) => t.staffId === member.id).length)).size).toBe(2);
    expect(
      shifts.some((a) => shifts.some((b) => a !== b && a.staffId === b.staffId && a.weekday === b.weekday)),
    ).toBe(true);
  });
});

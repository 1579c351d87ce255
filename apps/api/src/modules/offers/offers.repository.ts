import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { services, specialOffers, specialOfferServices } from '../../db/schema/index.ts';
import type { ServiceTranslations } from '@salon/contracts';
import type { SpecialOfferRow } from '../../db/schema/index.ts';

export type OfferWithServices = SpecialOfferRow & {
  services: Array<{ id: string; title: string; translations: ServiceTranslations }>;
};
export type NewOffer = Pick<
  SpecialOfferRow,
  'title' | 'description' | 'originalPriceLkr' | 'discountPercent' | 'imageUrl' | 'startDate' | 'endDate'
> &
  Partial<Pick<SpecialOfferRow, 'translations'>>;

export type OffersRepository = ReturnType<typeof createOffersRepository>;

export function createOffersRepository(db: Database) {
  /** One query for the services of all listed offers, in each offer's own order. */
  async function withServices(offers: SpecialOfferRow[]): Promise<OfferWithServices[]> {
    if (offers.length === 0) return [];
    const links = await db
      .select({
        offerId: specialOfferServices.offerId,
        id: services.id,
        title: services.title,
        translations: services.translations,
      })
      .from(specialOfferServices)
      .innerJoin(services, eq(services.id, specialOfferServices.serviceId))
      .where(
        inArray(
          specialOfferServices.offerId,
          offers.map((offer) => offer.id),
        ),
      )
      .orderBy(asc(specialOfferServices.position));
    return offers.map((offer) => ({
      ...offer,
      services: links
        .filter((link) => link.offerId === offer.id)
        .map(({ offerId: _offer, ...service }) => service),
    }));
  }

  const live = isNull(specialOffers.deletedAt);

  async function replaceServices(tx: Executor, offerId: string, serviceIds: string[]) {
    await tx.delete(specialOfferServices).where(eq(specialOfferServices.offerId, offerId));
    await tx
      .insert(specialOfferServices)
      .values(serviceIds.map((serviceId, position) => ({ offerId, serviceId, position })));
  }

  return {
    async listActive(salonToday: string) {
      const rows = await db
        .select()
        .from(specialOffers)
        .where(and(live, lte(specialOffers.startDate, salonToday), gte(specialOffers.endDate, salonToday)))
        .orderBy(asc(specialOffers.endDate), asc(specialOffers.title));
      return withServices(rows);
    },

    async listAll() {
      return withServices(
        await db.select().from(specialOffers).where(live).orderBy(desc(specialOffers.startDate)),
      );
    },

    async findLiveById(id: string): Promise<OfferWithServices | undefined> {
      const rows = await db
        .select()
        .from(specialOffers)
        .where(and(eq(specialOffers.id, id), live));
      return (await withServices(rows))[0];
    },

    async create(offer: NewOffer, serviceIds: string[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(specialOffers).values(offer).returning({ id: specialOffers.id });
        await replaceServices(tx, row!.id, serviceIds);
        return row!.id;
      });
    },

    async update(id: string, changes: Partial<NewOffer>, serviceIds: string[] | undefined): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(specialOffers)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(specialOffers.id, id), live))
          .returning({ id: specialOffers.id });
        if (rows.length === 0) return false;
        if (serviceIds) await replaceServices(tx, id, serviceIds);
        return true;
      });
    },

    async softDelete(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(specialOffers)
        .set({ deletedAt: now })
        .where(and(eq(specialOffers.id, id), live))
        .returning({ id: specialOffers.id });
      return rows.length > 0;
    },
  };
}

import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import type { ServiceRow } from '../../db/schema/index.ts';

export type NewService = Pick<
  ServiceRow,
  'title' | 'description' | 'category' | 'priceLkr' | 'durationMinutes' | 'thumbnailUrl'
> &
  Partial<Pick<ServiceRow, 'bookableOnce' | 'translations'>>;
export type ServiceChanges = Partial<NewService & Pick<ServiceRow, 'hidden'>>;

export type ServicesRepository = ReturnType<typeof createServicesRepository>;

const notDeleted = isNull(services.deletedAt);
/** "Live" is what customers see and book: a hidden service is out, as a deleted one is. */
export const liveServices = and(notDeleted, eq(services.hidden, false))!;

export function createServicesRepository(db: Database) {
  const live = liveServices;
  const catalogueOrder = [asc(services.category), asc(services.priceLkr), asc(services.title)];
  return {
    listLive: () =>
      db
        .select()
        .from(services)
        .where(live)
        .orderBy(...catalogueOrder),

    /** The back office's list: hidden services too, deleted ones never. */
    listAll: () =>
      db
        .select()
        .from(services)
        .where(notDeleted)
        .orderBy(...catalogueOrder),

    /** Hidden or not, as long as it is not deleted: the owner still manages it. */
    async findById(id: string): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, id), notDeleted));
      return row;
    },

    async findLiveById(id: string): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, id), live));
      return row;
    },

    findLiveByIds: (ids: string[]) =>
      ids.length
        ? db
            .select()
            .from(services)
            .where(and(inArray(services.id, ids), live))
        : Promise.resolve([]),

    async create(service: NewService): Promise<ServiceRow> {
      const [row] = await db.insert(services).values(service).returning();
      return row!;
    },

    async update(id: string, changes: ServiceChanges): Promise<ServiceRow | undefined> {
      const [row] = await db
        .update(services)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(services.id, id), notDeleted))
        .returning();
      return row;
    },

    /** Whether another service points at the same picture, so its file must stay. */
    async isThumbnailShared(url: string, exceptId: string): Promise<boolean> {
      const rows = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.thumbnailUrl, url), ne(services.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async softDelete(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({ deletedAt: now })
        .where(and(eq(services.id, id), notDeleted))
        .returning({ id: services.id });
      return rows.length > 0;
    },
  };
}

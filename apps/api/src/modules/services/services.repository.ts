import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import type { ServiceRow } from '../../db/schema/index.ts';

export type NewService = Pick<
  ServiceRow,
  'title' | 'description' | 'category' | 'priceLkr' | 'durationMinutes' | 'thumbnailUrl'
>;

export type ServicesRepository = ReturnType<typeof createServicesRepository>;

export function createServicesRepository(db: Database) {
  const live = isNull(services.deletedAt);
  return {
    listLive: () =>
      db
        .select()
        .from(services)
        .where(live)
        .orderBy(asc(services.category), asc(services.priceLkr), asc(services.title)),

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

    async update(id: string, changes: Partial<NewService>): Promise<ServiceRow | undefined> {
      const [row] = await db
        .update(services)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(services.id, id), live))
        .returning();
      return row;
    },

    async softDelete(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({ deletedAt: now })
        .where(and(eq(services.id, id), live))
        .returning({ id: services.id });
      return rows.length > 0;
    },
  };
}

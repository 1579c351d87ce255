import type { AdminService, Service } from '@salon/contracts';
import type { ServiceRow } from '../../db/schema/index.ts';

export const presentService = (row: ServiceRow): Service => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  price: row.priceLkr,
  averageTime: row.durationMinutes,
  thumbnail: row.thumbnailUrl,
  bookableOnce: row.bookableOnce,
  ...(Object.keys(row.translations).length ? { translations: row.translations } : {}),
});

export const presentAdminService = (row: ServiceRow): AdminService => ({
  ...presentService(row),
  hidden: row.hidden,
});

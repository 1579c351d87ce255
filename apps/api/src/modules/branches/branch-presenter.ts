import type { Branch } from '@salon/contracts';
import type { BranchRow } from '../../db/schema/index.ts';

/** A branch as customers see it (docs/decisions/0045-branches.md). */
export const presentBranch = (branch: BranchRow): Branch => ({
  _id: branch.id,
  name: branch.name,
  address: branch.address,
  mapUrl: branch.mapUrl,
  phone: branch.phone,
  whatsapp: branch.whatsapp,
  hours: branch.openingHours,
  lat: branch.lat,
  lng: branch.lng,
});

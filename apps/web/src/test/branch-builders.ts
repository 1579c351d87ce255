import type { Branch } from '@salon/contracts';

/** Open Monday to Saturday 09:00 to 19:00, closed on Sunday. */
const weekHours: Branch['hours'] = [
  null,
  ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '19:00' })),
];

/** A branch as GET /api/branches answers it (docs/decisions/0045-branches.md). */
export const buildBranch = (_id: string, name: string, overrides: Partial<Branch> = {}): Branch => ({
  _id,
  name,
  address: null,
  mapUrl: null,
  phone: null,
  whatsapp: null,
  hours: weekHours,
  lat: null,
  lng: null,
  ...overrides,
});

import { branchAdminMessages as m } from '@salon/contracts';
import type { AdminBranch } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { branchFormDefaults, formErrors, toBranchRequest } from './branch-form.ts';

const CUT = '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11';
const COLOUR = '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a12';

const kandy: AdminBranch = {
  _id: 'b1',
  name: 'Kandy',
  address: null,
  mapUrl: null,
  phone: '081 222 3344',
  whatsapp: null,
  hours: [null, ...Array.from({ length: 6 }, () => ({ open: '10:00', close: '18:00' }))],
  lat: 7.29,
  lng: 80.63,
  chairs: 3,
  bookingFeeLkr: 1500,
  position: 2,
  isMain: false,
  closedAt: null,
  services: [{ serviceId: CUT, priceLkr: 4500 }],
};

describe('the branch form (docs/decisions/0045-branches.md)', () => {
  it('sends an edited branch back as it was: blanks as null, numbers as numbers, its services only', () => {
    const request = toBranchRequest(branchFormDefaults(kandy, 9), [CUT, COLOUR]);
    expect(request).toEqual({
      name: 'Kandy',
      address: null,
      mapUrl: null,
      phone: '081 222 3344',
      whatsapp: null,
      hours: kandy.hours,
      chairs: 3,
      bookingFeeLkr: 1500,
      position: 2,
      lat: 7.29,
      lng: 80.63,
      services: [{ serviceId: CUT, priceLkr: 4500 }],
    });
    expect(formErrors(request)).toEqual({});
  });

  it('offers every service on a new branch, at the catalogue’s price, Sunday closed, last in the list', () => {
    const values = { ...branchFormDefaults(null, 4), name: 'Galle' };
    const request = toBranchRequest(values, [CUT, COLOUR]);
    expect(request.services).toEqual([
      { serviceId: CUT, priceLkr: null },
      { serviceId: COLOUR, priceLkr: null },
    ]);
    expect(request.hours[0]).toBeNull();
    expect(request.position).toBe(4);
    expect(request.bookingFeeLkr).toBeNull();
  });

  it.each([
    ['no name', { name: ' ' }, 'name', m.nameRequired],
    ['chairs as words', { chairs: 'three' }, 'chairs', m.chairsInvalid],
    ['no chairs', { chairs: '' }, 'chairs', m.chairsInvalid],
    ['a latitude alone', { lat: '7.1' }, 'lat', m.placeInvalid],
    [
      'a day closing before it opens',
      {
        days: [
          { isOpen: true, open: '18:00', close: '09:00' },
          ...Array(6).fill({ isOpen: false, open: '', close: '' }),
        ],
      },
      'hours',
      m.hoursInvalid,
    ],
  ])('names %s on its field', (_case, change, field, message) => {
    const values = { ...branchFormDefaults(null, 1), name: 'Galle', ...change };
    expect(formErrors(toBranchRequest(values, []))).toMatchObject({ [field]: message });
  });
});

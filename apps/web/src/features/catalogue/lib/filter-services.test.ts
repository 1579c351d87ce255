import type { Service } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { filterServices } from './filter-services.ts';

const service = (overrides: Partial<Service>): Service => ({
  _id: overrides.title ?? 'id',
  title: 'Service',
  description: '',
  category: 'hair',
  price: 1000,
  averageTime: 30,
  thumbnail: null,
  bookableOnce: false,
  ...overrides,
});

const catalogue = [
  service({ title: 'Ladies Haircut', description: 'Wash, cut and blow-dry', category: 'hair' }),
  service({ title: 'Gel Manicure', description: 'Long-lasting shine', category: 'nail' }),
  service({ title: 'Gold Facial', description: 'Brightening HAIRLINE-to-chin glow', category: 'facial' }),
];

const titles = (services: Service[]) => services.map((s) => s.title);

describe('filterServices', () => {
  it.each([
    ['all', '', ['Ladies Haircut', 'Gel Manicure', 'Gold Facial']],
    ['nail', '', ['Gel Manicure']],
    ['all', 'HAIR', ['Ladies Haircut', 'Gold Facial']],
    ['all', '  manicure ', ['Gel Manicure']],
    ['hair', 'glow', []],
    ['facial', 'hairline', ['Gold Facial']],
  ] as const)('filter %s with search %j', (filter, search, expected) => {
    expect(titles(filterServices(catalogue, filter, search))).toEqual(expected);
  });
});

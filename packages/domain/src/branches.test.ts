import { describe, expect, it } from 'vitest';
import { distanceKm, nearestFirst, stylistTimeAt } from './branches.ts';

describe('stylistTimeAt', () => {
  const at = (branchId: string, startMinutes: number, endMinutes: number) => ({
    branchId,
    interval: { startMinutes, endMinutes },
  });

  it('widens a reservation at another branch by the travel gap on both sides, not one at this branch', () => {
    const day = [at('colombo', 600, 660), at('nugegoda', 720, 780)];
    expect(stylistTimeAt(day, 'colombo', 30).map((r) => r.interval)).toEqual([
      { startMinutes: 600, endMinutes: 660 },
      { startMinutes: 690, endMinutes: 810 },
    ]);
  });

  it('leaves every reservation as it is without a gap', () => {
    const day = [at('nugegoda', 720, 780)];
    expect(stylistTimeAt(day, 'colombo', 0)).toEqual(day);
  });
});

describe('nearestFirst', () => {
  const colombo = { name: 'Colombo 7', lat: 6.9067, lng: 79.8614 };
  const nugegoda = { name: 'Nugegoda', lat: 6.8649, lng: 79.8997 };
  const kandy = { name: 'Kandy', lat: 7.2906, lng: 80.6337 };
  const nowhere = { name: 'No map', lat: null, lng: null };

  it('sorts by distance from the customer, branches without a place last in the salon order', () => {
    const fromMaharagama = { lat: 6.848, lng: 79.9265 };
    expect(nearestFirst([nowhere, kandy, colombo, nugegoda], fromMaharagama).map((b) => b.name)).toEqual([
      'Nugegoda',
      'Colombo 7',
      'Kandy',
      'No map',
    ]);
    expect(nearestFirst([colombo, nugegoda, kandy], { lat: 7.29, lng: 80.63 })[0]!.name).toBe('Kandy');
  });

  it('measures Colombo to Kandy at about 94 km as the crow flies', () => {
    expect(Math.round(distanceKm(colombo, kandy))).toBeGreaterThan(90);
    expect(Math.round(distanceKm(colombo, kandy))).toBeLessThan(100);
  });
});

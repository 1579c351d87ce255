import { describe, expect, it } from 'vitest';
import { buildBranch } from '../test/branch-builders.ts';
import { appointmentPlace } from './appointment-place.ts';
import { salonDetails } from './use-salon-profile.ts';

const salon = salonDetails({
  name: 'Salon',
  address: 'No. 42, Galle Road, Colombo 03',
  phone: '+94 11 234 5678',
  whatsapp: '+94 77 123 4567',
  email: 'hello@salon.lk',
  mapUrl: 'https://maps.app.goo.gl/main',
});
const main = buildBranch('b1', 'Colombo 3', { address: 'No. 42, Galle Road, Colombo 03' });
const nugegoda = buildBranch('b2', 'Nugegoda', {
  address: 'No. 118, High Level Road, Nugegoda',
  whatsapp: '077 765 4321',
});
const asBooked = ({ _id, name, address }: typeof main) => ({ _id, name, address });

describe("an appointment's place (docs/decisions/0045-branches.md)", () => {
  it("is the salon's with one branch, or while the branches load", () => {
    for (const branches of [[main], undefined]) {
      expect(appointmentPlace(salon, asBooked(main), branches)).toEqual({
        branch: undefined,
        location: 'Salon, No. 42, Galle Road, Colombo 03',
        mapsHref: 'https://maps.app.goo.gl/main',
        whatsAppHref: 'https://wa.me/94771234567',
      });
    }
  });

  it("is the booked branch's with two or more, its local WhatsApp number made international", () => {
    const place = appointmentPlace(salon, asBooked(nugegoda), [main, nugegoda]);
    expect(place.location).toBe('Salon Nugegoda, No. 118, High Level Road, Nugegoda');
    expect(place.whatsAppHref).toBe('https://wa.me/94777654321');
    expect(place.mapsHref).toContain(encodeURIComponent('No. 118, High Level Road, Nugegoda'));
  });

  it('offers no map for a branch with neither a map link nor an address, rather than the main one', () => {
    const bare = buildBranch('b3', 'Kandy');
    const place = appointmentPlace(salon, asBooked(bare), [main, bare]);
    expect(place.location).toBe('Salon Kandy');
    expect(place.mapsHref).toBeUndefined();
    expect(place.whatsAppHref).toBe('https://wa.me/94771234567');
  });
});

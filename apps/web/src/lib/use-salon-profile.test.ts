import { describe, expect, it } from 'vitest';
import { salonInfo } from './salon-info.ts';
import { salonDetails } from './use-salon-profile.ts';

describe('salonDetails', () => {
  it('uses the sample values until a profile is known', () => {
    const details = salonDetails(undefined);
    expect(details.name).toBe(salonInfo.name);
    expect(details.phoneHref).toBe('tel:+94112345678');
    expect(details.whatsAppHref).toBe('https://wa.me/94771234567');
  });

  it('prefers the configured details, the owner’s map link included, and fills blanks from the samples', () => {
    const details = salonDetails({
      name: 'Glow Studio',
      address: '7 Flower Road, Colombo 07',
      phone: '+94 11 999 0000',
      whatsapp: null,
      email: 'hello@glow.lk',
      mapUrl: 'https://maps.app.goo.gl/abc',
    });
    expect(details).toMatchObject({
      name: 'Glow Studio',
      address: '7 Flower Road, Colombo 07',
      phoneHref: 'tel:+94119990000',
      whatsapp: salonInfo.whatsapp,
      email: 'hello@glow.lk',
      mapsHref: 'https://maps.app.goo.gl/abc',
    });
    expect(details.mapEmbedSrc).toContain(encodeURIComponent('7 Flower Road, Colombo 07'));
  });

  it('never puts a link other than https in the map href, falling back to the address search', () => {
    const profile = { name: 'Glow', address: '7 Flower Road', phone: null, whatsapp: null, email: null };
    for (const mapUrl of ['javascript:alert(document.cookie)', 'data:text/html,x', 'http://maps.example.lk/'])
      expect(salonDetails({ ...profile, mapUrl }).mapsHref).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\//,
      );
  });

  it('links a WhatsApp number kept in the local form to the chat with the country code', () => {
    const profile = { name: 'Glow', address: null, phone: null, email: null, mapUrl: null };
    expect(salonDetails({ ...profile, whatsapp: '077 999 0000' }).whatsAppHref).toBe(
      'https://wa.me/94779990000',
    );
    expect(salonDetails({ ...profile, whatsapp: '+94 77 999 0000' }).whatsAppHref).toBe(
      'https://wa.me/94779990000',
    );
  });
});

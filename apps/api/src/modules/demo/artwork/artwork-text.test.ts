import { describe, expect, it } from 'vitest';
import { demoGalleryImages } from '../content/gallery.ts';
import { demoServices } from '../content/services.ts';
import { buildGalleryArtwork } from './gallery-artwork.ts';
import { safeArea } from './scene.ts';
import { buildServiceThumbnail } from './service-thumbnail.ts';

/** The letter-spaced captions of an SVG, with where they sit and how big they are. */
function captions(svg: string) {
  const pattern =
    /<text x="([\d.]+)" y="([\d.]+)" text-anchor="(start|middle)"[^>]*font-size="([\d.]+)" letter-spacing="[\d.]+"[^>]*>([^<]*)<\/text>/g;
  return [...svg.matchAll(pattern)].map(([, x, y, anchor, size, text]) => ({
    x: Number(x),
    y: Number(y),
    anchor,
    size: Number(size),
    text: text!,
  }));
}

// Square thumbnails (cart, the services list) and 4:3 cards crop a picture with object-fit: cover;
// the middle square survives both, so every word must lie inside it.
describe('demo artwork words are never cropped by a tile', () => {
  it.each(demoServices.map((service, index) => [service.tag, service, index] as const))(
    'service thumbnail "%s" keeps its caption inside the middle square',
    (_tag, service, index) => {
      const svg = buildServiceThumbnail(service, index);
      const [caption, ...others] = captions(svg);
      expect(others).toEqual([]);
      expect(caption?.text).toBe(service.tag.toUpperCase().replace(/&/g, '&#38;'));
      const { x, y, anchor, size, text } = caption!;
      // A generous width for spaced capitals: one font size per letter (entities count once).
      const width = text.replace(/&#\d+;/g, '&').length * size * 1.05;
      const left = anchor === 'middle' ? x - width / 2 : x;
      const safe = safeArea(800, 600);
      expect(left).toBeGreaterThanOrEqual(safe.x - 0.1);
      expect(left + width).toBeLessThanOrEqual(safe.x + safe.width + 0.1);
      expect(y - size).toBeGreaterThanOrEqual(safe.y - 0.1);
      expect(y + size * 1.3).toBeLessThanOrEqual(safe.y + safe.height + 0.1);
    },
  );

  it('puts no words on gallery pieces, which are shown as squares and a 2:1 banner', () => {
    demoGalleryImages.forEach((image, index) => {
      expect(buildGalleryArtwork(image, index)).not.toContain('<text');
    });
  });
});

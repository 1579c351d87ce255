import type { DemoGalleryCaption } from '@salon/contracts';
import type { MotifName } from '../artwork/motifs/index.ts';

export interface DemoGalleryImage {
  /** One the customer's screens translate (packages/contracts/src/gallery.ts). */
  caption: DemoGalleryCaption;
  motif: MotifName;
  orientation: 'landscape' | 'portrait';
}

// Interleaved by caption so the gallery's default order already reads as a mix.
export const demoGalleryImages: readonly DemoGalleryImage[] = [
  { caption: 'Bridal & Makeup', motif: 'bridalFlower', orientation: 'portrait' },
  { caption: 'Hair Styling', motif: 'hairWave', orientation: 'landscape' },
  { caption: 'Nail Art', motif: 'nailSwatches', orientation: 'landscape' },
  { caption: 'Skin Care', motif: 'radiance', orientation: 'portrait' },
  { caption: 'Hair Styling', motif: 'scissors', orientation: 'portrait' },
  { caption: 'Bridal & Makeup', motif: 'makeupBrush', orientation: 'landscape' },
  { caption: 'Nail Art', motif: 'polishBottle', orientation: 'portrait' },
  { caption: 'Skin Care', motif: 'leaf', orientation: 'landscape' },
  { caption: 'Hair Styling', motif: 'hairDryer', orientation: 'landscape' },
  { caption: 'Bridal & Makeup', motif: 'lipstick', orientation: 'portrait' },
  { caption: 'Nail Art', motif: 'lotus', orientation: 'landscape' },
  { caption: 'Skin Care', motif: 'serumDrop', orientation: 'landscape' },
  { caption: 'Hair Styling', motif: 'straightener', orientation: 'portrait' },
  { caption: 'Bridal & Makeup', motif: 'handMirror', orientation: 'landscape' },
  { caption: 'Nail Art', motif: 'nailFile', orientation: 'portrait' },
];

import type { MotifName } from '../artwork/motifs/index.ts';

export interface DemoGalleryImage {
  caption: string;
  motif: MotifName;
  /** The small word on the artwork itself. */
  label: string;
  orientation: 'landscape' | 'portrait';
}

// Interleaved by caption so the gallery's default order already reads as a mix.
export const demoGalleryImages: readonly DemoGalleryImage[] = [
  { caption: 'Bridal & Makeup', motif: 'bridalFlower', label: 'Kandyan bride', orientation: 'portrait' },
  { caption: 'Hair Styling', motif: 'hairWave', label: 'Soft waves', orientation: 'landscape' },
  { caption: 'Nail Art', motif: 'nailSwatches', label: 'Gold foil', orientation: 'landscape' },
  { caption: 'Skin Care', motif: 'radiance', label: 'Gold facial', orientation: 'portrait' },
  { caption: 'Hair Styling', motif: 'scissors', label: 'Precision cut', orientation: 'portrait' },
  { caption: 'Bridal & Makeup', motif: 'makeupBrush', label: 'Evening glam', orientation: 'landscape' },
  { caption: 'Nail Art', motif: 'polishBottle', label: 'French tips', orientation: 'portrait' },
  { caption: 'Skin Care', motif: 'leaf', label: 'Herbal ritual', orientation: 'landscape' },
  { caption: 'Hair Styling', motif: 'hairDryer', label: 'Blow-out', orientation: 'landscape' },
  { caption: 'Bridal & Makeup', motif: 'lipstick', label: 'Signature red', orientation: 'portrait' },
  { caption: 'Nail Art', motif: 'lotus', label: 'Spa pedicure', orientation: 'landscape' },
  { caption: 'Skin Care', motif: 'serumDrop', label: 'Hydration', orientation: 'landscape' },
  { caption: 'Hair Styling', motif: 'straightener', label: 'Sleek & smooth', orientation: 'portrait' },
  { caption: 'Bridal & Makeup', motif: 'handMirror', label: 'Engagement', orientation: 'landscape' },
  { caption: 'Nail Art', motif: 'nailFile', label: 'Almond shape', orientation: 'portrait' },
];

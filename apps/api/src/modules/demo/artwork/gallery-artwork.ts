import type { MotifName } from './motifs/index.ts';
import { themeAt } from './palette.ts';
import { buildScene, sceneLayouts } from './scene.ts';

const sizes = {
  landscape: { width: 1200, height: 900 },
  portrait: { width: 900, height: 1200 },
} as const;

/**
 * A gallery piece: the scene at full size, offset from the thumbnails' rhythm. No words on it:
 * the gallery crops its pieces to squares and a 2:1 banner, which would cut them.
 */
export function buildGalleryArtwork(
  item: { motif: MotifName; orientation: keyof typeof sizes },
  index: number,
): string {
  return buildScene({
    ...sizes[item.orientation],
    theme: themeAt(index * 5 + 2),
    layout: sceneLayouts[(index + 1) % sceneLayouts.length]!,
    motif: item.motif,
    label: '',
    seed: `gallery:${index}:${item.motif}`,
  });
}

import type { MotifName } from './motifs/index.ts';
import { themeAt } from './palette.ts';
import { buildScene, sceneLayouts } from './scene.ts';

/**
 * An 800 x 600 card image. Layout and colour both step with the index (colour backwards),
 * so no two neighbours in the catalogue grid share either.
 */
export function buildServiceThumbnail(
  item: { key: string; motif: MotifName; tag: string },
  index: number,
): string {
  return buildScene({
    width: 800,
    height: 600,
    theme: themeAt(index * 5),
    layout: sceneLayouts[index % sceneLayouts.length]!,
    motif: item.motif,
    label: item.tag,
    seed: `service:${item.key}`,
  });
}

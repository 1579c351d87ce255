import { browAndLash, creamJar, leaf, radiance, serumDrop } from './facial.ts';
import { comb, hairDryer, hairWave, scissors, straightener } from './hair.ts';
import { bridalFlower, handMirror, lipstick, makeupBrush } from './makeup.ts';
import type { Motif, MotifStyle } from './motif.ts';
import { lotus, nailFile, nailSwatches, polishBottle } from './nail.ts';

export type { Motif, MotifStyle } from './motif.ts';

export const motifs = {
  scissors,
  comb,
  straightener,
  hairWave,
  hairDryer,
  nailFile,
  polishBottle,
  nailSwatches,
  lotus,
  radiance,
  serumDrop,
  creamJar,
  leaf,
  browAndLash,
  bridalFlower,
  lipstick,
  makeupBrush,
  handMirror,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof motifs;

export interface MotifPlacement {
  x: number;
  y: number;
  /** Rendered width of the 200-unit motif box, in pixels. */
  size: number;
  /** Stroke width in pixels, kept the same whatever the motif's size. */
  strokePx: number;
  rotate?: number;
  style: Omit<MotifStyle, 'strokeWidth'>;
}

export function drawMotif(name: MotifName, placement: MotifPlacement): string {
  const scale = placement.size / 200;
  const strokeWidth = placement.strokePx / scale;
  const { ink } = placement.style;
  return `<g transform="translate(${placement.x} ${placement.y}) rotate(${placement.rotate ?? 0}) scale(${scale})"
    fill="none" stroke="${ink}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">
    ${motifs[name]({ ...placement.style, strokeWidth })}</g>`;
}

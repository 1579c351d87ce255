import { backdrop, caption, captionBox, dotGrid, sceneDefs, sparkles } from './decor.ts';
import type { Box } from './decor.ts';
import { drawMotif } from './motifs/index.ts';
import type { MotifName } from './motifs/index.ts';
import type { Theme } from './palette.ts';
import { createRandom } from './random.ts';
import type { Random } from './random.ts';
import { archPath, n } from './svg.ts';

export const sceneLayouts = ['arch', 'orb', 'split', 'frame'] as const;
export type SceneLayout = (typeof sceneLayouts)[number];

export interface SceneSpec {
  width: number;
  height: number;
  theme: Theme;
  layout: SceneLayout;
  motif: MotifName;
  /** The small words on the picture; none when empty. */
  label: string;
  /** Keeps the same item's artwork stable from one seeding to the next. */
  seed: string;
}

interface Canvas {
  width: number;
  height: number;
  /** The short side: sizes scale with it so portrait and landscape both balance. */
  unit: number;
  isPortrait: boolean;
  theme: Theme;
  random: Random;
}

/** Where the motif sits, and the frame behind it that sparkles must keep off. */
interface Composition {
  frame: string;
  motif: { x: number; y: number; size: number; rotate?: number };
  frameBox: Box;
  label: { x: number; y: number; anchor?: 'start' | 'middle' };
  sparkleCount: number;
}

/** One motif in a framed composition: the building block of thumbnails and gallery pieces. */
export function buildScene(spec: SceneSpec): string {
  const random = createRandom(spec.seed);
  const { width, height, theme } = spec;
  const canvas: Canvas = {
    width,
    height,
    unit: Math.min(width, height),
    isPortrait: height > width,
    theme,
    random,
  };
  // Drawn before the layout so the backdrop does not shift when a layout changes.
  const background = `${sceneDefs(theme, random)}${backdrop(width, height, theme, random)}`;
  const layout = layouts[spec.layout](canvas);
  const labelOptions = {
    color: theme.label,
    rule: theme.ornament,
    size: n(canvas.unit * 0.036),
    anchor: layout.label.anchor,
  };
  const motif = drawMotif(spec.motif, {
    ...layout.motif,
    strokePx: n(canvas.unit * 0.009),
    style: { ink: theme.ink, fill: theme.accent, detail: theme.detail },
  });
  const label = spec.label ? placeInSafeArea(spec.label, layout.label, labelOptions, width, height) : null;
  const clear = [layout.frameBox, ...(label ? [captionBox(spec.label, label.x, label.y, labelOptions)] : [])];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${background}
    ${layout.frame}
    ${motif}
    ${sparkles(random, canvas, clear, theme.ornament, layout.sparkleCount)}
    ${label ? caption(spec.label, label.x, label.y, labelOptions) : ''}
  </svg>`;
}

/**
 * The square in the middle of the picture, inset by a margin: every tile shape the site shows
 * (4:3 cards, square thumbnails, object-fit: cover) keeps it, so words inside it are never cut.
 */
export function safeArea(width: number, height: number): Box {
  const unit = Math.min(width, height);
  const margin = unit * 0.07;
  return {
    x: (width - unit) / 2 + margin,
    y: (height - unit) / 2 + margin,
    width: unit - 2 * margin,
    height: unit - 2 * margin,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The layout's place for the label, moved just enough to lie wholly inside the safe area. */
function placeInSafeArea(
  text: string,
  wanted: { x: number; y: number },
  options: Parameters<typeof captionBox>[3],
  width: number,
  height: number,
): { x: number; y: number } {
  const safe = safeArea(width, height);
  const box = captionBox(text, wanted.x, wanted.y, options);
  const x = clamp(box.x, safe.x, safe.x + safe.width - box.width);
  const y = clamp(box.y, safe.y, safe.y + safe.height - box.height);
  return { x: n(wanted.x + x - box.x), y: n(wanted.y + y - box.y) };
}

const fillWithSheen = (shape: string, theme: Theme) =>
  `${shape.replace('/>', ` fill="${theme.frame}" fill-opacity="${theme.frameOpacity}"/>`)}${shape.replace('/>', ' fill="url(#sheen)"/>')}`;

const hairline = (canvas: Canvas, factor = 0.004) =>
  `fill="none" stroke="${canvas.theme.ornament}" stroke-width="${n(canvas.unit * factor)}"`;

const layouts: Record<SceneLayout, (canvas: Canvas) => Composition> = {
  /** A round-topped window rising from the bottom edge, with a gold outline set off it. */
  arch(canvas) {
    const { width, height, unit, random } = canvas;
    const archWidth = unit * 0.46;
    const x = random.pick([0.5, 0.58, 0.42]) * width - archWidth / 2;
    const top = height * (canvas.isPortrait ? 0.22 : 0.17);
    const shift = unit * 0.028;
    const window = `<path d="${archPath(x, top, archWidth, height - top)}"/>`;
    return {
      frame: `${fillWithSheen(window, canvas.theme)}
        <path d="${archPath(x + shift, top - shift, archWidth, height - top + shift)}" ${hairline(canvas)}/>`,
      motif: {
        x: n(x + archWidth / 2),
        y: n(top + (height - top) * (canvas.isPortrait ? 0.36 : 0.5)),
        size: n(archWidth * 0.84),
      },
      frameBox: { x, y: top - shift, width: archWidth + shift, height },
      label: { x: width * 0.07, y: height * (canvas.isPortrait ? 0.09 : 0.1) },
      sparkleCount: 3,
    };
  },

  /** A disc with an offset ring and a dotted swatch beside it, the label tucked low. */
  orb(canvas) {
    const { width, height, unit, random } = canvas;
    const r = unit * (canvas.isPortrait ? 0.36 : 0.33);
    const cx = width * (canvas.isPortrait ? 0.5 : 0.64);
    const cy = height * (canvas.isPortrait ? 0.44 : 0.52);
    const offset = unit * 0.04;
    return {
      frame: `${dotGrid(cx - r - unit * 0.06, cy - r - unit * 0.02, 5, 4, unit * 0.035, canvas.theme.ornament)}
        ${fillWithSheen(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`, canvas.theme)}
        <circle cx="${n(cx + offset)}" cy="${n(cy - offset)}" r="${n(r)}" ${hairline(canvas)}/>`,
      motif: { x: n(cx), y: n(cy), size: n(r * 1.32), rotate: n(random.between(-8, 8)) },
      frameBox: {
        x: cx - r - unit * 0.06,
        y: cy - r - offset,
        width: 2 * r + unit * 0.1,
        height: 2 * r + offset,
      },
      label: { x: width * 0.08, y: height * (canvas.isPortrait ? 0.9 : 0.86) },
      sparkleCount: 2,
    };
  },

  /** A curved panel sweeping across one side, the motif in a dotted ring on it. */
  split(canvas) {
    const { width, height, unit, random } = canvas;
    const ring = unit * 0.3;
    // The curved edge, drawn again as a hairline set off it so even a pale panel reads.
    let edgeCurve: string;
    let panel: string;
    let cx: number;
    let cy: number;
    let offset: string;
    if (canvas.isPortrait) {
      const edge = height * random.between(0.36, 0.42);
      edgeCurve = `M0,${n(edge + height * 0.06)} C${n(width * 0.3)},${n(edge - height * 0.06)} ${n(width * 0.7)},${n(edge + height * 0.05)} ${width},${n(edge - height * 0.03)}`;
      panel = `${edgeCurve} V${height} H0Z`;
      offset = `translate(0 ${n(-unit * 0.03)})`;
      cx = width / 2;
      cy = (edge + height) / 2 + height * 0.02;
    } else {
      const edge = width * random.between(0.4, 0.48);
      edgeCurve = `M${n(edge + width * 0.1)},0 C${n(edge - width * 0.08)},${n(height * 0.3)} ${n(edge + width * 0.06)},${n(height * 0.7)} ${n(edge - width * 0.04)},${height}`;
      panel = `${edgeCurve} H${width} V0Z`;
      offset = `translate(${n(-unit * 0.03)} 0)`;
      cx = (edge + width) / 2 + width * 0.02;
      cy = height / 2;
    }
    return {
      frame: `${fillWithSheen(`<path d="${panel}"/>`, canvas.theme)}
        <path d="${edgeCurve}" transform="${offset}" ${hairline(canvas)}/>
        <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(ring)}" ${hairline(canvas, 0.003)} stroke-dasharray="${n(unit * 0.004)} ${n(unit * 0.014)}"/>`,
      motif: { x: n(cx), y: n(cy), size: n(ring * 1.62) },
      frameBox: canvas.isPortrait
        ? { x: 0, y: cy - ring * 1.6, width, height }
        : { x: cx - ring * 1.6, y: 0, width, height },
      label: { x: width * 0.07, y: height * (canvas.isPortrait ? 0.1 : 0.16) },
      sparkleCount: 2,
    };
  },

  /** A double hairline border around a centred disc, like a framed print. */
  frame(canvas) {
    const { width, height, unit, random } = canvas;
    const inset = unit * 0.045;
    const r = unit * 0.29;
    const cy = height * 0.46;
    return {
      frame: `<rect x="${n(inset)}" y="${n(inset)}" width="${n(width - 2 * inset)}" height="${n(height - 2 * inset)}" ${hairline(canvas, 0.003)}/>
        <rect x="${n(inset * 1.35)}" y="${n(inset * 1.35)}" width="${n(width - 2.7 * inset)}" height="${n(height - 2.7 * inset)}" ${hairline(canvas, 0.0015)} stroke-opacity="0.5"/>
        ${fillWithSheen(`<circle cx="${n(width / 2)}" cy="${n(cy)}" r="${n(r)}"/>`, canvas.theme)}`,
      motif: { x: n(width / 2), y: n(cy), size: n(r * 1.4), rotate: n(random.between(-6, 6)) },
      frameBox: { x: width / 2 - r, y: cy - r, width: 2 * r, height: 2 * r },
      label: { x: width / 2, y: height - inset * 2.6, anchor: 'middle' },
      sparkleCount: 4,
    };
  },
};

import { brand, isDarkColour } from './palette.ts';
import type { Theme } from './palette.ts';
import type { Random } from './random.ts';
import { escapeXml, n, sansFont, smoothClosedPath, sparklePath } from './svg.ts';

/** Gradients every scene shares: the background wash, a soft glow and a frame sheen. */
export function sceneDefs(theme: Theme, random: Random): string {
  const angle = random.pick([30, 60, 120, 150]);
  const glow = theme.isDark ? brand.rose : '#ffffff';
  // A white sheen greys a dark frame; it only lifts light ones.
  const sheen = isDarkColour(theme.frame) ? 0.07 : 0.35;
  return `<defs>
    <linearGradient id="wash" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${theme.background[0]}"/>
      <stop offset="1" stop-color="${theme.background[1]}"/>
    </linearGradient>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${glow}" stop-opacity="${theme.isDark ? 0.35 : 0.75}"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="${sheen}"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>`;
}

/** The wash, two soft glows and one organic shape: depth without any photograph. */
export function backdrop(width: number, height: number, theme: Theme, random: Random): string {
  const glows = [0, 1]
    .map(() => {
      const r = random.between(0.35, 0.6) * Math.max(width, height);
      return `<circle cx="${n(random.between(0, width))}" cy="${n(random.between(0, height))}" r="${n(r)}" fill="url(#glow)"/>`;
    })
    .join('');
  const corner = random.pick([
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ] as const);
  const shape = organicShape(
    random,
    corner[0],
    corner[1],
    Math.min(width, height) * random.between(0.45, 0.6),
  );
  return `<rect width="${width}" height="${height}" fill="url(#wash)"/>${glows}
    <path d="${shape}" fill="${theme.shape}" fill-opacity="${theme.shapeOpacity}"/>`;
}

/** A pebble-like closed curve around a centre, its outline wobbling by the seed. */
export function organicShape(random: Random, cx: number, cy: number, radius: number): string {
  const count = 7;
  const turn = random.between(0, Math.PI * 2);
  const points = Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2;
    const r = radius * random.between(0.78, 1.12);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  return smoothClosedPath(points);
}

export function dotGrid(
  x: number,
  y: number,
  columns: number,
  rows: number,
  gap: number,
  color: string,
): string {
  const dots = Array.from({ length: columns * rows }, (_, i) => {
    const cx = x + (i % columns) * gap;
    const cy = y + Math.floor(i / columns) * gap;
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(gap * 0.12)}"/>`;
  }).join('');
  return `<g fill="${color}" fill-opacity="0.45">${dots}</g>`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A few sparkles kept off the motif's frame and the label, so they only fill empty space. */
export function sparkles(
  random: Random,
  area: { width: number; height: number },
  keepClear: readonly Box[],
  color: string,
  count = 3,
): string {
  const margin = Math.min(area.width, area.height) * 0.04;
  const isFree = (x: number, y: number) =>
    keepClear.every(
      (box) =>
        x < box.x - margin ||
        x > box.x + box.width + margin ||
        y < box.y - margin ||
        y > box.y + box.height + margin,
    );
  const placed: string[] = [];
  for (let tries = 0; placed.length < count && tries < 80; tries++) {
    const x = random.between(area.width * 0.06, area.width * 0.94);
    const y = random.between(area.height * 0.08, area.height * 0.92);
    if (!isFree(x, y)) continue;
    const radius = random.between(0.012, 0.026) * Math.min(area.width, area.height);
    placed.push(`<path d="${sparklePath(x, y, radius)}"/>`);
  }
  return `<g fill="${color}" fill-opacity="0.9">${placed.join('')}</g>`;
}

interface CaptionOptions {
  color: string;
  rule: string;
  size: number;
  anchor?: 'start' | 'middle';
}

/** Roughly where a caption lands (capitals with their spacing run about one size wide each). */
export function captionBox(text: string, x: number, y: number, options: CaptionOptions): Box {
  const width = text.length * options.size * 1.05;
  const left = options.anchor === 'middle' ? x - width / 2 : x;
  return { x: left, y: y - options.size, width, height: options.size * 2.3 };
}

/** Small letter-spaced capitals with a hairline rule: the only words on most artwork. */
export function caption(text: string, x: number, y: number, options: CaptionOptions): string {
  const anchor = options.anchor ?? 'start';
  const ruleWidth = options.size * 3;
  const rule =
    anchor === 'middle'
      ? `<path d="M${n(x - ruleWidth / 2)},${n(y + options.size * 1.1)}h${n(ruleWidth)}"/>`
      : `<path d="M${n(x)},${n(y + options.size * 1.1)}h${n(ruleWidth)}"/>`;
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="${anchor}" font-family="${escapeXml(sansFont)}"
      font-size="${options.size}" letter-spacing="${n(options.size * 0.32)}" fill="${options.color}">${escapeXml(
        text.toUpperCase(),
      )}</text>
    <g stroke="${options.rule}" stroke-width="1.5">${rule}</g>`;
}

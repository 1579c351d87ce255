import { backdrop, caption, sceneDefs, sparkles } from './decor.ts';
import { drawMotif } from './motifs/index.ts';
import type { MotifName } from './motifs/index.ts';
import { themeAt } from './palette.ts';
import { createRandom } from './random.ts';
import { archPath, escapeXml, n, serifFont } from './svg.ts';

const width = 1200;
const height = 900;
const gap = 34;
// Dark and light banners alternate so the offers strip never reads as one block.
const offerThemes = [0, 1, 4, 2];

export interface OfferArtworkItem {
  motif: MotifName;
  tag: string;
}

/**
 * A 1200 x 900 banner: a row of arched windows, one per service in the offer, under a
 * serif "Special offer". No price or percentage on it, so editing the offer never makes
 * the picture lie.
 */
export function buildOfferArtwork(
  offer: { title: string; tagline: string; items: readonly OfferArtworkItem[] },
  index: number,
): string {
  const theme = themeAt(offerThemes[index % offerThemes.length]!);
  const random = createRandom(`offer:${offer.title}`);
  const count = offer.items.length;
  const archWidth = Math.min(270, (width - 260 - gap * (count - 1)) / count);
  const rowStart = (width - (archWidth * count + gap * (count - 1))) / 2;
  const arches = offer.items.map((item, i) => {
    const x = rowStart + i * (archWidth + gap);
    // The inner windows stand taller, like a shopfront seen straight on.
    const isInner = count > 2 ? i > 0 && i < count - 1 : true;
    const top = isInner ? 330 : 380;
    const shift = 12;
    const window = archPath(x, top, archWidth, height - top);
    const motifY = top + archWidth / 2 + 90;
    return `
      <path d="${window}" fill="${theme.frame}" fill-opacity="${theme.frameOpacity}"/>
      <path d="${window}" fill="url(#sheen)"/>
      <path d="${archPath(x + shift, top - shift, archWidth, height - top + shift)}" fill="none" stroke="${theme.ornament}" stroke-width="2"/>
      ${drawMotif(item.motif, {
        x: n(x + archWidth / 2),
        y: n(motifY),
        size: n(archWidth * 0.72),
        strokePx: 6,
        style: { ink: theme.ink, fill: theme.accent, detail: theme.detail },
      })}
      ${caption(item.tag, x + archWidth / 2, motifY + archWidth * 0.62, { color: theme.ink, rule: theme.ornament, size: count > 3 ? 17 : 20, anchor: 'middle' })}`;
  });
  const headingBox = { x: 220, y: 60, width: 760, height: 220 };
  const rowBox = { x: rowStart, y: 300, width: width - 2 * rowStart, height };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${sceneDefs(theme, random)}
    ${backdrop(width, height, theme, random)}
    ${caption(offer.tagline, width / 2, 118, { color: theme.label, rule: theme.ornament, size: 26, anchor: 'middle' })}
    <text x="${width / 2}" y="236" text-anchor="middle" font-family="${escapeXml(serifFont)}" font-style="italic"
      font-size="96" fill="${theme.label}">Special offer</text>
    ${arches.join('')}
    ${sparkles(random, { width, height }, [headingBox, rowBox], theme.ornament, 4)}
  </svg>`;
}

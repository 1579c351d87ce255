import { brand } from './palette.ts';
import { escapeXml, serifFont } from './svg.ts';

const pairs = [
  [brand.rose, brand.berry],
  [brand.blush, brand.rose],
  [brand.berry, brand.plum],
  [brand.sand, brand.gold],
] as const;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A 256 x 256 portrait stand-in: initials on a soft gradient, ringed in gold. */
export function buildAvatar(name: string, index: number): string {
  const [light, deep] = pairs[index % pairs.length]!;
  const ink = index % pairs.length === 1 || index % pairs.length === 3 ? brand.plum : brand.cream;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs>
      <linearGradient id="face" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${light}"/>
        <stop offset="1" stop-color="${deep}"/>
      </linearGradient>
      <radialGradient id="light" cx="0.3" cy="0.25" r="0.7">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
        <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="256" height="256" fill="url(#face)"/>
    <rect width="256" height="256" fill="url(#light)"/>
    <circle cx="128" cy="128" r="112" fill="none" stroke="${brand.gold}" stroke-width="2" stroke-opacity="0.8"/>
    <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${escapeXml(serifFont)}" font-size="96"
      letter-spacing="4" fill="${ink}">${escapeXml(initialsOf(name))}</text>
  </svg>`;
}

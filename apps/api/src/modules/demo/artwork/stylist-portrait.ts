import { brand } from './palette.ts';

/** How a demo stylist's illustrated portrait wears their hair. */
export type PortraitHair = 'bun' | 'long' | 'short' | 'bob';

/** Backdrop, clothes and hair by the stylist's place in the team, so neighbours on the list differ. */
const looks = [
  { backdrop: [brand.rose, brand.berry], clothes: brand.cream, hair: brand.plum },
  { backdrop: [brand.latte, brand.gold], clothes: brand.berry, hair: brand.plum },
  { backdrop: [brand.berry, brand.plum], clothes: brand.rose, hair: brand.gold },
  { backdrop: [brand.blush, brand.rose], clothes: brand.plum, hair: brand.berry },
] as const;

/** Behind the head (it falls past the face) and over it (the crown), for each way of wearing it. */
const hairShapes: Record<PortraitHair, { behind: string; crown: string }> = {
  bun: {
    behind: '<circle cx="128" cy="54" r="24"/>',
    crown:
      '<path d="M86 112C84 76 104 60 128 60C152 60 172 76 170 112C160 92 146 84 128 84C110 84 96 92 86 112Z"/>',
  },
  long: {
    behind: '<path d="M80 112C76 70 100 52 128 52C156 52 180 70 176 112L184 200C168 214 88 214 72 200Z"/>',
    crown:
      '<path d="M86 110C86 78 104 62 128 62C154 62 172 80 170 106C150 100 126 86 116 72C110 90 98 102 86 110Z"/>',
  },
  short: {
    behind: '',
    crown:
      '<path d="M88 104C86 74 104 60 128 60C152 60 170 74 168 104C164 90 156 82 146 80C134 86 110 86 98 82C94 88 90 96 88 104Z"/>',
  },
  bob: {
    behind: '<path d="M82 112C78 72 102 54 128 54C154 54 178 72 174 112L172 154C160 162 96 162 84 154Z"/>',
    crown:
      '<path d="M86 108C86 76 106 62 128 62C150 62 170 76 170 108C158 96 140 88 124 86C110 92 96 100 86 108Z"/>',
  },
};

/**
 * A 256 x 256 illustrated portrait for a demo stylist (docs/decisions/0036-stylists.md): head
 * and shoulders without features, in the salon's colours only, ringed in gold (behind the figure)
 * like the demo customers' avatars. Ours to ship: drawn here, no photograph of anyone.
 */
export function buildStylistPortrait(hair: PortraitHair, index: number): string {
  const look = looks[index % looks.length]!;
  const shape = hairShapes[hair];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs>
      <linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${look.backdrop[0]}"/>
        <stop offset="1" stop-color="${look.backdrop[1]}"/>
      </linearGradient>
      <radialGradient id="light" cx="0.3" cy="0.25" r="0.7">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/>
        <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="256" height="256" fill="url(#backdrop)"/>
    <rect width="256" height="256" fill="url(#light)"/>
    <circle cx="128" cy="128" r="120" fill="none" stroke="${brand.gold}" stroke-width="2" stroke-opacity="0.8"/>
    <!-- Head and shoulders a little larger than the canvas: the site crops the portrait to a circle. -->
    <g transform="translate(128 240) scale(1.12) translate(-128 -240)">
    <g fill="${look.hair}">${shape.behind}</g>
    <path d="M44 256C44 204 80 180 128 180C176 180 212 204 212 256Z" fill="${look.clothes}"/>
    <path d="M112 150H144V184C138 194 118 194 112 184Z" fill="${brand.latte}"/>
    <path d="M112 176C120 184 136 184 144 176V184C138 192 118 192 112 184Z" fill="${brand.gold}" fill-opacity="0.35"/>
    <ellipse cx="128" cy="114" rx="40" ry="48" fill="${brand.sand}"/>
    <g fill="${look.hair}">${shape.crown}</g>
    </g>
  </svg>`;
}

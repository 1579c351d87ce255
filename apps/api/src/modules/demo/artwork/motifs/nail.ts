import type { Motif } from './motif.ts';

const almond =
  'M0,-62 C22,-62 30,-30 30,0 L30,56 Q30,66 20,66 L-20,66 Q-30,66 -30,56 L-30,0 C-30,-30 -22,-62 0,-62Z';
const almondTip = 'M0,-62 C22,-62 30,-30 30,-8 Q0,-26 -30,-8 C-30,-30 -22,-62 0,-62Z';

export const nailFile: Motif = ({ fill, detail }) => {
  const grit = Array.from({ length: 9 }, (_, i) => `M-8,${-80 + i * 12} l16,-8`).join(' ');
  return `<g transform="rotate(32)">
    <rect x="-15" y="-100" width="30" height="200" rx="15" fill="${fill}" fill-opacity="0.35"/>
    <path d="${grit}" stroke-opacity="0.6"/>
    <rect x="-15" y="38" width="30" height="62" rx="15" fill="${detail}" fill-opacity="0.85"/>
  </g>`;
};

export const polishBottle: Motif = ({ fill, detail, ink }) => `
  <rect x="-17" y="-98" width="34" height="72" rx="9" fill="${detail}" fill-opacity="0.9"/>
  <rect x="-28" y="-26" width="56" height="14" rx="4"/>
  <rect x="-58" y="-12" width="116" height="108" rx="30" fill="${fill}" fill-opacity="0.55"/>
  <path d="M-38,14 Q-44,40 -36,70" stroke="${ink}" stroke-opacity="0.55"/>`;

export const nailSwatches: Motif = ({ fill, detail, ink }) => {
  const dots = [-14, 0, 14]
    .flatMap((x) =>
      [-28, -4, 20, 44].map(
        (y) => `<circle cx="${x + (y % 8 ? 7 : 0)}" cy="${y}" r="3.5" fill="${ink}" stroke="none"/>`,
      ),
    )
    .join('');
  return `
    <g transform="translate(0,22) rotate(-26 0 130)"><path d="${almond}" fill="${fill}" fill-opacity="0.35"/>${dots}</g>
    <g transform="translate(0,22) rotate(26 0 130)"><path d="${almond}" fill="${fill}" fill-opacity="0.85"/>
      <path d="M-26,40 L22,-40" stroke="${detail}"/></g>
    <g transform="translate(0,10)"><path d="${almond}" fill="${fill}" fill-opacity="0.15"/>
      <path d="${almondTip}" fill="${detail}"/></g>`;
};

export const lotus: Motif = ({ fill, detail }) => {
  const petal = (angle: number, scale: number, tone: string, opacity: number) =>
    `<path transform="rotate(${angle} 0 40) translate(0 40) scale(${scale}) translate(0 -40)"
      d="M0,40 C-32,12 -26,-48 0,-82 C26,-48 32,12 0,40Z" fill="${tone}" fill-opacity="${opacity}"/>`;
  return `
    ${petal(-68, 0.62, fill, 0.25)}${petal(68, 0.62, fill, 0.25)}
    ${petal(-34, 0.85, detail, 0.35)}${petal(34, 0.85, detail, 0.35)}
    ${petal(0, 1, fill, 0.5)}
    <path d="M-92,64 Q-46,52 0,64 T92,64" fill="none"/>
    <path d="M-62,84 Q-31,76 0,84 T62,84" fill="none" stroke-opacity="0.6"/>`;
};

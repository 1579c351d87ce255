import type { Motif } from './motif.ts';

export const scissors: Motif = ({ fill }) => `
  <path d="M-22,42 L28,-98 C44,-70 30,-24 6,46 Z" fill="${fill}" fill-opacity="0.35"/>
  <path d="M22,42 L-28,-98 C-44,-70 -30,-24 -6,46 Z" fill="${fill}" fill-opacity="0.35"/>
  <circle cx="-34" cy="66" r="24"/>
  <circle cx="34" cy="66" r="24"/>
  <circle cx="0" cy="2" r="5" fill="${fill}"/>`;

export const comb: Motif = ({ fill }) => {
  const teeth = Array.from({ length: 17 }, (_, i) => {
    const x = -72 + i * 9;
    return `<line x1="${x}" y1="-12" x2="${x}" y2="${i < 8 ? 52 : 40}"/>`;
  }).join('');
  return `<g transform="rotate(-28)">
    <rect x="-86" y="-44" width="172" height="32" rx="14" fill="${fill}" fill-opacity="0.35"/>
    ${teeth}
  </g>`;
};

export const straightener: Motif = ({ fill, detail }) => {
  const arm = (angle: number) => `<g transform="rotate(${angle} 0 84)">
      <rect x="-13" y="-96" width="26" height="180" rx="13" fill="${fill}" fill-opacity="0.3"/>
      <rect x="-6" y="-84" width="12" height="64" rx="6" fill="${detail}" fill-opacity="0.8" stroke="none"/>
    </g>`;
  return `${arm(-14)}${arm(14)}
    <circle cx="0" cy="84" r="9"/>
    <path d="M0,93 C4,110 40,88 60,100" fill="none"/>`;
};

export const hairWave: Motif = ({ detail, strokeWidth }) =>
  [-30, -15, 0, 15, 30]
    .map((offset, i) => {
      const d =
        `M${-52 + offset},-96 C${58 + offset},-70 ${-78 + offset},-4 ${6 + offset},30 ` +
        `C${60 + offset},52 ${42 + offset},88 ${-12 + offset * 0.5},100`;
      const width = i === 2 ? 1.6 : i % 2 ? 1 : 0.7;
      const stroke = i % 2 ? ` stroke="${detail}"` : '';
      return `<path d="${d}" fill="none" stroke-width="${strokeWidth * width}"${stroke}/>`;
    })
    .join('');

export const hairDryer: Motif = ({ fill, strokeWidth }) => `
  <path d="M-44,8 L-54,90 Q-55,100 -44,100 L-28,100 Q-18,100 -18,90 L-10,16" fill="${fill}" fill-opacity="0.3"/>
  <path d="M18,-64 L76,-56 Q84,-55 84,-47 L84,-17 Q84,-9 76,-8 L18,0" fill="${fill}" fill-opacity="0.3"/>
  <circle cx="-18" cy="-32" r="50" fill="${fill}" fill-opacity="0.3"/>
  <circle cx="-18" cy="-32" r="24"/>
  <circle cx="-18" cy="-32" r="7"/>
  <path d="M94,-50 h6 M94,-32 h6 M94,-14 h6" stroke-width="${strokeWidth * 0.7}"/>`;

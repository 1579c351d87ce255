import type { Motif } from './motif.ts';

export const bridalFlower: Motif = ({ fill, detail }) => {
  const petals = [0, 60, 120, 180, 240, 300]
    .map(
      (angle) =>
        `<ellipse cx="0" cy="-44" rx="24" ry="44" transform="rotate(${angle})" fill="${fill}" fill-opacity="0.4"/>`,
    )
    .join('');
  const buds = [
    [-78, 70],
    [80, -72],
    [76, 68],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${detail}" fill-opacity="0.8"/>`)
    .join('');
  return `${petals}<circle cx="0" cy="0" r="18" fill="${detail}"/>${buds}`;
};

export const lipstick: Motif = ({ fill, detail }) => `
  <path d="M-20,-16 L-20,-66 Q-20,-86 20,-100 L20,-16Z" fill="${fill}" fill-opacity="0.9"/>
  <rect x="-27" y="-18" width="54" height="28" rx="4" fill="${detail}" fill-opacity="0.85"/>
  <rect x="-32" y="10" width="64" height="88" rx="8" fill="${fill}" fill-opacity="0.25"/>
  <path d="M-32,34 H32" stroke-opacity="0.6"/>`;

export const makeupBrush: Motif = ({ fill, detail }) => `<g transform="rotate(28)">
    <path d="M-16,-34 C-36,-62 -24,-104 0,-106 C24,-104 36,-62 16,-34Z" fill="${fill}" fill-opacity="0.65"/>
    <rect x="-16" y="-34" width="32" height="36" rx="4" fill="${detail}" fill-opacity="0.85"/>
    <path d="M-10,2 L-6,100 Q0,106 6,100 L10,2Z" fill="${fill}" fill-opacity="0.2"/>
  </g>`;

export const handMirror: Motif = ({ fill, detail }) => `
  <path d="M-10,34 L-10,94 Q0,104 10,94 L10,34" fill="${fill}" fill-opacity="0.3"/>
  <ellipse cx="0" cy="-34" rx="62" ry="70" fill="${detail}" fill-opacity="0.45"/>
  <ellipse cx="0" cy="-34" rx="48" ry="56" fill="${fill}" fill-opacity="0.25"/>
  <path d="M-26,-62 L-6,-82 M-28,-40 L10,-78" stroke-opacity="0.7"/>`;

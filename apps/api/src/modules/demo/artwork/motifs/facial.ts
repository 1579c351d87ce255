import { sparklePath } from '../svg.ts';
import type { Motif } from './motif.ts';

export const radiance: Motif = ({ fill, detail }) => `
  <circle cx="0" cy="0" r="86" stroke-opacity="0.35" stroke-dasharray="2 10"/>
  <path d="${sparklePath(-6, 4, 66)}" fill="${detail}" fill-opacity="0.55"/>
  <path d="${sparklePath(58, -52, 24)}" fill="${fill}" fill-opacity="0.6"/>
  <path d="${sparklePath(-62, 62, 16)}" fill="${fill}" fill-opacity="0.6"/>`;

export const serumDrop: Motif = ({ fill, detail }) => `
  <path d="M-4,-96 C26,-48 62,-10 62,32 A66,66 0 0 1 -70,32 C-70,-10 -34,-48 -4,-96Z" fill="${fill}" fill-opacity="0.45"/>
  <path d="M-42,38 A38,38 0 0 0 -14,70" stroke-opacity="0.7"/>
  <path d="M66,-70 C74,-56 82,-48 82,-38 A12,12 0 0 1 58,-38 C58,-48 62,-58 66,-70Z" fill="${detail}" fill-opacity="0.7"/>`;

export const creamJar: Motif = ({ fill, detail }) => `
  <rect x="-70" y="-26" width="140" height="104" rx="24" fill="${fill}" fill-opacity="0.4"/>
  <rect x="-62" y="-60" width="124" height="34" rx="10" fill="${detail}" fill-opacity="0.85"/>
  <path d="M-70,8 H70 M-70,48 H70" stroke-opacity="0.6"/>
  <path d="M-14,34 C-14,20 0,16 8,18 C10,28 2,38 -14,34Z M-14,34 L2,24" fill="none"/>
  <path d="${sparklePath(78, -78, 14)}"/>`;

export const leaf: Motif = ({ fill, detail }) => `
  <path d="M6,-98 C76,-54 74,44 4,86 C-64,40 -58,-54 6,-98Z" fill="${fill}" fill-opacity="0.4"/>
  <path d="M4,100 C6,40 10,-20 6,-84" fill="none"/>
  <path d="M7,-40 L-30,-64 M8,-6 L44,-34 M7,26 L-40,2 M6,56 L40,32" fill="none" stroke-opacity="0.75"/>
  <path d="M-60,70 C-86,50 -84,18 -60,4 C-44,24 -40,52 -60,70Z" fill="${detail}" fill-opacity="0.6"/>`;

export const browAndLash: Motif = ({ ink, fill, detail, strokeWidth }) => {
  const lashes = [-60, -36, -12, 12, 36, 60]
    .map((x) => {
      // On the upper lid, a quadratic from (-90,4) through (0,-33) to (90,4).
      const y = -33 + 37 * (x / 90) ** 2;
      return `<path d="M${x},${y.toFixed(1)} l${(x / 5).toFixed(1)},-20"/>`;
    })
    .join('');
  return `
    <path d="M-88,-70 Q-4,-118 84,-78" stroke-width="${strokeWidth * 2.2}" stroke="${detail}"/>
    <path d="M-90,4 Q0,-70 90,4 Q0,66 -90,4Z" fill="${fill}" fill-opacity="0.25"/>
    <circle cx="0" cy="0" r="30" fill="${fill}" fill-opacity="0.6"/>
    <circle cx="0" cy="0" r="11" fill="${ink}"/>
    ${lashes}`;
};

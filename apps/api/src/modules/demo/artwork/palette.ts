/** The salon's brand colours: every piece of demo artwork draws from these alone. */
export const brand = {
  plum: '#4a1d3f',
  berry: '#7a2e5a',
  rose: '#e8a0b4',
  blush: '#f6e3e8',
  sand: '#f3ebe3',
  gold: '#c9a35b',
  cream: '#fffaf7',
  latte: '#ead7c3',
} as const;

/** One colour mood; artwork picks a theme by index so neighbours in a grid differ. */
export interface Theme {
  /** Background gradient, from the lit corner to the shaded one. */
  background: readonly [string, string];
  /** Soft abstract shapes floating over the background. */
  shape: string;
  shapeOpacity: number;
  /** The window (arch or circle) that holds the motif. */
  frame: string;
  frameOpacity: number;
  /** Line-art strokes. */
  ink: string;
  /** Fills inside motifs and small sparkles. */
  accent: string;
  /** The second fill inside motifs (caps, centres, tips). */
  detail: string;
  /** Thin ornamental lines. */
  ornament: string;
  label: string;
  isDark: boolean;
}

export const themes: readonly Theme[] = [
  {
    background: [brand.berry, brand.plum],
    shape: brand.rose,
    shapeOpacity: 0.22,
    frame: brand.plum,
    frameOpacity: 0.55,
    ink: brand.gold,
    accent: brand.rose,
    detail: brand.gold,
    ornament: brand.gold,
    label: brand.blush,
    isDark: true,
  },
  {
    background: [brand.cream, brand.blush],
    shape: brand.rose,
    shapeOpacity: 0.38,
    frame: '#ffffff',
    frameOpacity: 0.7,
    ink: brand.plum,
    accent: brand.rose,
    detail: brand.gold,
    ornament: brand.gold,
    label: brand.berry,
    isDark: false,
  },
  {
    background: [brand.sand, brand.latte],
    shape: brand.gold,
    shapeOpacity: 0.2,
    frame: brand.blush,
    frameOpacity: 0.85,
    ink: brand.berry,
    accent: brand.rose,
    detail: brand.gold,
    ornament: brand.gold,
    label: brand.plum,
    isDark: false,
  },
  {
    background: [brand.blush, brand.rose],
    shape: brand.cream,
    shapeOpacity: 0.5,
    frame: brand.berry,
    frameOpacity: 0.9,
    ink: brand.blush,
    accent: brand.gold,
    detail: brand.rose,
    ornament: brand.plum,
    label: brand.plum,
    isDark: false,
  },
  {
    background: [brand.plum, '#2e1027'],
    shape: brand.rose,
    shapeOpacity: 0.1,
    frame: brand.berry,
    frameOpacity: 0.6,
    ink: brand.blush,
    accent: brand.gold,
    detail: brand.rose,
    ornament: brand.gold,
    label: brand.gold,
    isDark: true,
  },
  {
    background: [brand.cream, brand.sand],
    shape: brand.latte,
    shapeOpacity: 0.9,
    frame: brand.plum,
    frameOpacity: 0.95,
    ink: brand.gold,
    accent: brand.rose,
    detail: brand.blush,
    ornament: brand.berry,
    label: brand.berry,
    isDark: false,
  },
];

export const themeAt = (index: number): Theme => themes[index % themes.length]!;

export function isDarkColour(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 140;
}

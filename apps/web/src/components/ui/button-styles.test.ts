import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button-styles.ts';
import type { ButtonSize } from './button-styles.ts';

/** Tailwind's spacing scale: one step is 4 px. */
const pixels = (classes: string[], prefix: string) =>
  classes
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)) * 4);

describe('button sizes (docs/product.md#9: touch targets)', () => {
  it.each<ButtonSize>(['sm', 'md', 'lg'])(
    '%s keeps its height as a minimum, so a flex-1 in a phone column cannot shrink it',
    (size) => {
      const classes = buttonClasses('primary', size).split(' ');
      const [height] = pixels(classes, 'h-');
      expect(height).toBeGreaterThan(0);
      expect(pixels(classes, 'min-h-')).toEqual([height]);
    },
  );

  it.each<ButtonSize>(['sm', 'md', 'lg'])('%s is at least 44 px tall on a touch screen', (size) => {
    const classes = buttonClasses('primary', size).split(' ');
    const coarse = pixels(classes, 'pointer-coarse:min-h-');
    const touchMinimum = Math.max(...pixels(classes, 'min-h-'), ...coarse);
    expect(touchMinimum).toBeGreaterThanOrEqual(44);
  });
});

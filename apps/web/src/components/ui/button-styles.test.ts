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
    '%s has its height only as a minimum: a flex-1 in a phone column cannot shrink it, a label on two lines makes it taller',
    (size) => {
      const classes = buttonClasses('primary', size).split(' ');
      expect(pixels(classes, 'h-')).toEqual([]);
      expect(pixels(classes, 'pointer-coarse:h-')).toEqual([]);
      const [minimum] = pixels(classes, 'min-h-');
      expect(minimum).toBeGreaterThanOrEqual(36);
      // One line of text (20 px small and medium, 24 px large) and the padding stay within the minimum.
      const [padding] = classes
        .filter((name) => /^py-[\d.]+$/.test(name))
        .map((name) => Number(name.slice(3)) * 4);
      expect((size === 'lg' ? 24 : 20) + 2 * padding!).toBeLessThanOrEqual(minimum!);
    },
  );

  it.each<ButtonSize>(['sm', 'md', 'lg'])('%s is at least 44 px tall on a touch screen', (size) => {
    const classes = buttonClasses('primary', size).split(' ');
    const coarse = pixels(classes, 'pointer-coarse:min-h-');
    const touchMinimum = Math.max(...pixels(classes, 'min-h-'), ...coarse);
    expect(touchMinimum).toBeGreaterThanOrEqual(44);
  });
});

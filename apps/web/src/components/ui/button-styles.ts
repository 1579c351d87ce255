import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-plum-900 text-white shadow-sm hover:bg-plum-800 active:bg-plum-950',
  secondary: 'bg-blush-100 text-plum-900 hover:bg-blush-200',
  outline: 'border border-plum-900/20 bg-white text-plum-900 hover:border-plum-900/40 hover:bg-plum-50',
  ghost: 'text-plum-900 hover:bg-plum-50',
};

/**
 * Each height is a minimum, never a fixed height: a `flex-1` button in a phone's column layout
 * gets a zero flex basis and would otherwise shrink to its text (24 px on Payment Failed), and a
 * Sinhala or Tamil label too long for a phone's row wraps inside a taller button instead of
 * spilling over its edges. The padding leaves a one-line label at exactly the minimum. Touch
 * screens get at least 44 px on every size (docs/product.md#9); a mouse keeps the compact small size.
 */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 py-2 text-sm pointer-coarse:min-h-11',
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-7 py-2.5 text-base',
};

/** Shared by <Button> and links that look like buttons, so both stay in step. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return clsx(base, variants[variant], sizes[size], extra);
}

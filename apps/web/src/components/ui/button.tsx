import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses } from './button-styles.ts';
import type { ButtonSize, ButtonVariant } from './button-styles.ts';
import { Spinner } from './spinner.tsx';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  fullWidth = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses(variant, size, [fullWidth && 'w-full', className].filter(Boolean).join(' '))}
      {...rest}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}

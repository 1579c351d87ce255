import { cartMessages } from '@salon/contracts';
import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../../lib/use-language.tsx';

/**
 * The booking fee's tooltip (docs/product.md#2.9). The text stays in the DOM so the focusable trigger
 * can point at it with aria-describedby; Escape hides it (WCAG 1.4.13, dismissible).
 */
export function BookingFeeTooltip() {
  const tooltipId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const t = useT();

  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
    >
      <button
        type="button"
        aria-label={t('About the booking fee')}
        aria-describedby={tooltipId}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onClick={() => setIsOpen(true)}
        onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}
        className="grid size-6 place-items-center rounded-full text-ink-muted pointer-coarse:-m-2.5 pointer-coarse:size-11 hover:text-plum-800 focus-visible:outline-2 focus-visible:outline-plum-600"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={clsx(
          'absolute bottom-full left-1/2 z-20 mb-2 w-56 -translate-x-1/2 rounded-xl bg-plum-950 px-3 py-2 text-center text-xs leading-relaxed text-white shadow-lg transition-opacity',
          isOpen ? 'visible opacity-100' : 'invisible opacity-0',
        )}
      >
        {t(cartMessages.feeTooltip)}
      </span>
    </span>
  );
}

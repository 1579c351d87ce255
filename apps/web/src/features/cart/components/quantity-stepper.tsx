import { CART_QUANTITY_MAX } from '@salon/contracts';
import { Minus, Plus } from 'lucide-react';
import { useT } from '../../../lib/use-language.tsx';

interface QuantityStepperProps {
  quantity: number;
  /** What the buttons change, for their accessible names. */
  itemTitle: string;
  onChange: (quantity: number) => void;
  /** Offer items keep the offer's quantities (docs/product.md#2.9). */
  isLocked?: boolean;
  isBusy?: boolean;
}

const stepButton =
  'grid size-9 place-items-center rounded-full text-plum-900 transition-colors pointer-coarse:size-11 hover:bg-plum-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-600 ' +
  'disabled:cursor-not-allowed disabled:text-sand-400 disabled:hover:bg-transparent';

/** docs/product.md#4.2: the minimum is 1 (decrease does nothing there); the server's maximum is 10. */
export function QuantityStepper({
  quantity,
  itemTitle,
  onChange,
  isLocked = false,
  isBusy = false,
}: QuantityStepperProps) {
  const t = useT();
  const canDecrease = !isLocked && !isBusy && quantity > 1;
  const canIncrease = !isLocked && !isBusy && quantity < CART_QUANTITY_MAX;

  return (
    <div
      role="group"
      aria-label={t('Quantity of {item}', { item: itemTitle })}
      className="inline-flex items-center gap-1 rounded-full border border-sand-200 bg-white p-0.5"
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('Decrease quantity of {item}', { item: itemTitle })}
        disabled={!canDecrease}
        onClick={() => canDecrease && onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-7 text-center text-sm font-semibold text-ink tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label={t('Increase quantity of {item}', { item: itemTitle })}
        disabled={!canIncrease}
        onClick={() => canIncrease && onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

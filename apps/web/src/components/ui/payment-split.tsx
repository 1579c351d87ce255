import { moneyMessages } from '@salon/contracts';
import { clsx } from 'clsx';
import { formatLkr } from '../../lib/format-money.ts';
import type { ShownPaymentSplit } from '../../lib/use-payment-split.ts';
import { useLanguage, useT } from '../../lib/use-language.tsx';

interface PaymentSplitProps {
  split: ShownPaymentSplit;
  /** The booking fee itself, named beside the pay-now figure. */
  bookingFee: number;
  /** Before paying 'Pay now'; once the fee is paid 'Paid now'. */
  paid?: boolean;
  className?: string;
}

/**
 * docs/product.md#2.9: the two plain lines under the money rows. The amount charged now is the
 * prominent figure; what is left is paid at the salon.
 */
export function PaymentSplit({ split, bookingFee, paid = false, className }: PaymentSplitProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <dl
      data-testid="payment-split"
      className={clsx('space-y-2 rounded-2xl bg-plum-50 px-4 py-3 text-plum-950', className)}
    >
      <div className="flex items-end justify-between gap-4">
        <dt className="min-w-0">
          <span className="block text-sm font-semibold">
            {t(paid ? moneyMessages.paidNow : moneyMessages.payNow)}
          </span>
          <span className="block text-xs text-plum-800">
            {t('{fee} booking fee', { fee: formatLkr(bookingFee, language).replaceAll(' ', '\u00a0') })}
          </span>
        </dt>
        <dd className="shrink-0 font-display text-2xl whitespace-nowrap tabular-nums">
          {formatLkr(split.payNow, language)}
        </dd>
      </div>
      <div className="flex items-start justify-between gap-4 text-sm">
        <dt className="min-w-0 text-plum-900">
          {t(moneyMessages.payAtSalon)}
          {split.feeDeducted && <span className="block text-xs">{t(moneyMessages.feeDeducted)}</span>}
        </dt>
        <dd className="shrink-0 font-medium whitespace-nowrap tabular-nums">
          {formatLkr(split.payAtSalon, language)}
        </dd>
      </div>
    </dl>
  );
}

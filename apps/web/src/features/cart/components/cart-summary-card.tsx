import { cartMessages } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PaymentSplit } from '../../../components/ui/payment-split.tsx';
import { lineTotalLkr } from '../../../lib/cart-lines.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { cartItemTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { usePaymentSplit } from '../../../lib/use-payment-split.ts';
import { BookingFeeTooltip } from './booking-fee-tooltip.tsx';

function Row({ label, value, className }: { label: ReactNode; value: string; className?: string }) {
  return (
    <div className={className ?? 'flex items-center justify-between gap-4 text-sm'}>
      <dt className="flex min-w-0 items-center gap-1 text-ink-muted">{label}</dt>
      <dd className="shrink-0 font-medium whitespace-nowrap text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** docs/product.md#2.9: the services or the offer, the totals from the cart's summary, and the fee note. */
export function CartSummaryCard({ cart }: { cart: Cart }) {
  const { summary, specialOffer } = cart;
  const split = usePaymentSplit(summary.servicesTotal, summary.bookingFee);
  const t = useT();
  const { language } = useLanguage();
  const lkr = (amount: number) => formatLkr(amount, language);
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-[0_16px_48px_-32px_rgb(74_29_63/0.5)] lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="text-2xl text-plum-950">
        {t('Summary')}
      </h2>
      <dl className="mt-5 space-y-3">
        {specialOffer ? (
          <>
            <Row label={specialOffer.title} value={lkr(specialOffer.price)} />
            <Row
              label={t('Original Price')}
              value={lkr(summary.originalPrice ?? specialOffer.originalPrice)}
            />
            <div className="flex items-center justify-between gap-4 text-sm">
              <dt className="text-emerald-700">{t('You Save')}</dt>
              <dd className="shrink-0 font-medium whitespace-nowrap text-emerald-700 tabular-nums">
                {lkr(summary.savings ?? 0)}
              </dd>
            </div>
          </>
        ) : (
          // The server's totals leave out what the chosen branch does not offer; so do these lines.
          cart.items
            .filter((item) => item.offered !== false)
            .map((item) => (
              <Row
                key={item._id}
                label={t('{title} x {quantity}', {
                  title: cartItemTitle(item, language),
                  quantity: item.quantity,
                })}
                value={lkr(lineTotalLkr(item))}
              />
            ))
        )}
      </dl>
      <dl className="mt-5 space-y-3 border-t border-sand-100 pt-5">
        <Row label={t('Services Total')} value={lkr(summary.servicesTotal)} />
        <Row
          label={
            <>
              {t('Booking Fee')}
              <BookingFeeTooltip />
            </>
          }
          value={lkr(summary.bookingFee)}
        />
        <Row
          label={t('Total Amount')}
          value={lkr(summary.totalAmount)}
          className="flex items-center justify-between gap-4 border-t border-sand-100 pt-4 text-sm font-semibold [&_dd]:text-plum-950 [&_dt]:text-plum-950"
        />
      </dl>
      {summary.bookingFee > 0 && (
        <PaymentSplit split={split} bookingFee={summary.bookingFee} className="mt-4" />
      )}
      <p className="mt-4 rounded-2xl bg-blush-50 px-4 py-3 text-sm leading-relaxed text-plum-900">
        {t(cartMessages.feeNote)}
      </p>
      {/* Below lg the sticky bar under the cart (cart-proceed-bar.tsx) is the one way on. */}
      <div className="mt-6 hidden lg:block">
        <Link
          to="/book-appointment"
          className={buttonClasses('primary', 'md', 'h-12 w-full whitespace-nowrap')}
        >
          <CalendarCheck aria-hidden="true" className="size-5" />
          {t('Proceed to Book Appointment')}
        </Link>
      </div>
    </section>
  );
}

import { cartMessages } from '@salon/contracts';
import type { Cart } from '@salon/contracts';
import type { ReactNode } from 'react';
import { PaymentSplit } from '../../../components/ui/payment-split.tsx';
import { lineTotalLkr } from '../../../lib/cart-lines.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { cartItemTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { usePaymentSplit } from '../../../lib/use-payment-split.ts';

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 pt-1 text-sm font-semibold'
          : 'flex justify-between gap-4 text-sm'
      }
    >
      <dt className={strong ? 'text-plum-950' : 'text-ink-muted'}>{label}</dt>
      <dd
        className={
          strong
            ? 'whitespace-nowrap text-plum-950 tabular-nums'
            : 'font-medium whitespace-nowrap text-ink tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** docs/product.md#2.10: the services (or the offer) being booked, with the cart's own totals. */
export function ServiceSummary({ cart }: { cart: Cart }) {
  const { summary, specialOffer } = cart;
  const split = usePaymentSplit(summary.servicesTotal, summary.bookingFee);
  const t = useT();
  const { language } = useLanguage();
  const lkr = (amount: number) => formatLkr(amount, language);
  return (
    <section
      aria-labelledby="service-summary-title"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-[0_16px_48px_-32px_rgb(74_29_63/0.5)]"
    >
      <h2 id="service-summary-title" className="text-2xl text-plum-950">
        {t('Service Summary')}
      </h2>
      {specialOffer && (
        <div className="mt-4 rounded-2xl bg-blush-50 p-4">
          <p className="text-xs font-semibold tracking-[0.16em] text-plum-700 uppercase">
            {t('Special offer')}
          </p>
          <p className="mt-1 font-display text-lg text-plum-950">{specialOffer.title}</p>
          <p className="mt-1 text-sm">
            <span className="font-semibold text-plum-800">{lkr(specialOffer.price)}</span>{' '}
            <s className="text-ink-muted">{lkr(specialOffer.originalPrice)}</s>
          </p>
        </div>
      )}
      <ul className="mt-4 space-y-2">
        {cart.items.map((item) => (
          <li key={item._id} className="flex justify-between gap-4 text-sm">
            <span className="text-ink">
              {cartItemTitle(item, language)}
              <span className="text-ink-muted">{` x ${item.quantity}`}</span>
            </span>
            {!specialOffer && (
              <span className="shrink-0 whitespace-nowrap text-ink tabular-nums">
                {lkr(lineTotalLkr(item))}
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className="mt-5 space-y-2 border-t border-sand-100 pt-4">
        <Row label={t('Services Total')} value={lkr(summary.servicesTotal)} />
        <Row label={t('Booking Fee')} value={lkr(summary.bookingFee)} />
        <Row label={t('Total Amount')} value={lkr(summary.totalAmount)} strong />
      </dl>
      <PaymentSplit split={split} bookingFee={summary.bookingFee} className="mt-4" />
      <p className="mt-4 text-xs leading-relaxed text-ink-muted">{t(cartMessages.feeNote)}</p>
    </section>
  );
}

import type { Cart } from '@salon/contracts';
import { Gift } from 'lucide-react';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

type CartOffer = NonNullable<Cart['specialOffer']>;

/** docs/product.md#2.9: the offer in the cart, with its special and original price and the discount. */
export function OfferBanner({ offer }: { offer: CartOffer }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section
      aria-labelledby="cart-offer-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-plum-900 to-plum-950 p-6 text-white shadow-lg shadow-plum-950/20 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 size-56 rounded-full bg-blush-400/20 blur-2xl"
      />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/10 text-blush-200">
            <Gift aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-blush-200 uppercase">
              {t('Special offer')}
            </p>
            <h2 id="cart-offer-title" className="mt-1 text-2xl text-white">
              {offer.title}
            </h2>
            <p className="mt-1 max-w-xl text-sm leading-relaxed text-white/75">{offer.description}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 sm:flex-col sm:items-end">
          <p className="flex items-baseline gap-3">
            <span className="sr-only">{t('Special price')}</span>
            <span data-testid="offer-price" className="font-display text-3xl text-white">
              {formatLkr(offer.price, language)}
            </span>
            <span className="sr-only">{t('Original price')}</span>
            <s className="text-sm text-white/60">{formatLkr(offer.originalPrice, language)}</s>
          </p>
          <span className="rounded-full bg-gold-400 px-3 py-1 text-sm font-bold text-plum-950">
            {t('Save {discount}%', { discount: offer.discount })}
          </span>
        </div>
      </div>
    </section>
  );
}

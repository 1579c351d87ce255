import type { Cart } from '@salon/contracts';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

/**
 * docs/product.md#2.9 on a phone: the total and the way on stay at the foot of the screen while
 * the customer reads the cart, instead of two screens down under the summary. It is sticky, not
 * fixed: at the end of the cart it takes its own place below the summary, so it never covers the
 * cart's last line or the footer. From `lg` up the summary beside the list holds both.
 */
export function CartProceedBar({ cart }: { cart: Cart }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div
      role="region"
      aria-label={t('Total')}
      className="sticky bottom-0 z-20 -mx-4 border-t border-sand-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-12px_32px_-24px_rgb(74_29_63/0.5)] backdrop-blur-md sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-xs text-ink-muted">{t('Total')}</span>
          <span className="block font-semibold whitespace-nowrap text-plum-950 tabular-nums">
            {formatLkr(cart.summary.totalAmount, language)}
          </span>
        </p>
        <Link
          to="/book-appointment"
          // Two lines of text fit the 44 px height when a language's words do not fit one.
          className={buttonClasses('primary', 'md', 'min-w-0 text-center leading-tight')}
        >
          <CalendarCheck aria-hidden="true" className="size-5 shrink-0 max-[359px]:hidden" />
          {t('Proceed to Book Appointment')}
        </Link>
      </div>
    </div>
  );
}

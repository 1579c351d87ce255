import { paymentMessages } from '@salon/contracts';
import { LifeBuoy, Mail, Phone, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';

interface PaymentFailedProps {
  message: string | undefined;
  paymentId: string | undefined;
  onRetry: () => void;
  isRetrying: boolean;
}

/** docs/product.md#2.10: the payment failed screen, with a way to try again and where to get help. */
export function PaymentFailed({ message, paymentId, onRetry, isRetrying }: PaymentFailedProps) {
  const salon = useSalonProfile();
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="payment-failed-title" className="mx-auto w-full max-w-2xl">
      <div className="overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-[0_24px_64px_-40px_rgb(74_29_63/0.6)]">
        <div className="bg-gradient-to-br from-red-50 to-blush-50 px-6 py-10 text-center sm:px-10">
          <XCircle aria-hidden="true" className="mx-auto size-14 text-red-600" />
          <h1
            id="payment-failed-title"
            ref={headingRef}
            tabIndex={-1}
            // text-2xl on a phone: Tamil's "தோல்வியடைந்தது" is 319 px wide at text-3xl in the bundled
            // font, wider than a 375 px screen's card, so it broke mid-word (issue 24).
            className="mt-4 text-2xl text-balance text-plum-950 focus:outline-none sm:text-4xl"
          >
            {t('Payment Failed')}
          </h1>
          <p role="alert" className="mx-auto mt-3 max-w-md text-ink">
            {t(message || paymentMessages.defaultFailure)}
          </p>
          {paymentId && (
            <p className="mt-4 text-sm text-ink-muted">
              {t('Payment reference (quote it to support):')}{' '}
              <span className="font-mono font-semibold break-all text-plum-900">{paymentId}</span>
            </p>
          )}
        </div>
        <div className="space-y-6 px-6 py-8 sm:px-10">
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="sm:flex-1" onClick={onRetry} isLoading={isRetrying}>
              {!isRetrying && <RotateCcw aria-hidden="true" className="size-4" />}
              {t('Try Payment Again')}
            </Button>
            <Link to="/cart" className={buttonClasses('outline', 'lg', 'sm:flex-1')}>
              {t('Return to Cart')}
            </Link>
          </div>
          <div className="rounded-2xl bg-sand-50 p-5">
            <h2 className="flex items-center gap-2 font-sans text-sm font-semibold text-plum-950">
              <LifeBuoy aria-hidden="true" className="size-4 text-plum-700" />
              {t('Need help?')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {t('If you were charged but have no appointment, contact us with the payment reference above.')}
            </p>
            <ul className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
              <li>
                <a
                  href={`mailto:${salon.email}`}
                  className="inline-flex min-h-11 items-center gap-2 text-plum-800 underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {salon.email}
                </a>
              </li>
              <li>
                <a
                  href={salon.phoneHref}
                  className="inline-flex min-h-11 items-center gap-2 text-plum-800 underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {salon.phone}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

import { payhereMessages } from '@salon/contracts';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { describeError, hasErrorCode } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import type { PayHereReturnOptions } from '../hooks/use-payhere-return.ts';
import { usePayHereReturn } from '../hooks/use-payhere-return.ts';
import { bookedCart } from '../lib/booked-cart.ts';
import { PaymentFailed } from './payment-failed.tsx';
import { PaymentSuccess } from './payment-success.tsx';

interface PayHereReturnProps {
  orderId: string | null;
  onBookAnother: () => void;
  onRetry: () => void;
  polling?: PayHereReturnOptions;
}

/** docs/product.md#2.10: back from PayHere's page, waiting for PayHere's word before showing the outcome. */
export function PayHereReturn({ orderId, onBookAnother, onRetry, polling }: PayHereReturnProps) {
  const booking = usePayHereReturn(orderId, polling);
  const t = useT();

  if (orderId === null) {
    return (
      <PaymentFailed
        message={payhereMessages.missingOrder}
        paymentId={undefined}
        onRetry={onRetry}
        isRetrying={false}
      />
    );
  }
  if (booking.isSuccess) {
    return (
      <PaymentSuccess
        appointment={booking.data}
        cart={bookedCart(booking.data)}
        onBookAnother={onBookAnother}
      />
    );
  }
  if (booking.isError && !booking.isFetching) {
    if (!hasErrorCode(booking.error, 'PAYMENT_REQUIRED')) {
      return (
        <PaymentFailed
          message={describeError(booking.error, payhereMessages.failed)}
          paymentId={orderId}
          onRetry={onRetry}
          isRetrying={false}
        />
      );
    }
    return (
      <section
        aria-labelledby="payhere-pending-title"
        className="mx-auto w-full max-w-xl rounded-3xl border border-sand-200 bg-white p-6 text-center shadow-sm sm:p-8"
      >
        <Clock aria-hidden="true" className="mx-auto size-12 text-amber-600" />
        <h1 id="payhere-pending-title" className="mt-4 text-2xl text-plum-950">
          {t(payhereMessages.waiting)}
        </h1>
        <p role="alert" className="mt-3 text-ink-muted">
          {t(payhereMessages.stillPending, { reference: orderId })}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="flex-1" onClick={() => void booking.refetch()}>
            {t(payhereMessages.checkAgain)}
          </Button>
          <Link to="/profile/appointments" className={buttonClasses('outline', 'lg', 'flex-1')}>
            {t(payhereMessages.myAppointments)}
          </Link>
        </div>
      </section>
    );
  }
  return <PageLoader label={t(payhereMessages.waiting)} />;
}

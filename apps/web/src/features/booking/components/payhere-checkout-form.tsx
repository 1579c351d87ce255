import { payhereMessages } from '@salon/contracts';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { SaveCardBox } from './save-card-box.tsx';

type HostedForm = { action: string; fields: Record<string, string> };

interface PayHereCheckoutFormProps {
  checkout: HostedForm;
  /**
   * PayHere's Preapproval form for the same payment: posted instead when the customer ticks
   * "Save this card for next time" (docs/decisions/0033-saved-cards.md).
   */
  keepCardCheckout?: HostedForm | undefined;
  /** Signed in: the customer may keep the card. */
  canSaveCard?: boolean;
  /** When the hold ends (ISO): after it the checkout is not payable (docs/decisions/0017-payhere.md). */
  holdExpiresAt?: string | undefined;
  /** The fee of this hold, which the explainer names (docs/product.md#9). */
  bookingFeeLkr: number;
}

/** setTimeout's longest wait; a hold is 15 minutes, so this only guards a bad value. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * docs/architecture.md#payment-providers: a real HTML form POSTed to PayHere's hosted checkout.
 * The fields come signed from the server, so nothing here may change them.
 */
export function PayHereCheckoutForm({
  checkout,
  keepCardCheckout,
  canSaveCard = false,
  holdExpiresAt,
  bookingFeeLkr,
}: PayHereCheckoutFormProps) {
  const [isLeaving, setIsLeaving] = useState(false);
  const [saveCard, setSaveCard] = useState(false);
  const offersSaving = canSaveCard && keepCardCheckout !== undefined;
  const chosen = offersSaving && saveCard ? keepCardCheckout : checkout;
  const endsAt = holdExpiresAt ? Date.parse(holdExpiresAt) : Number.POSITIVE_INFINITY;
  const [holdEnded, setHoldEnded] = useState(() => Date.now() >= endsAt);
  const t = useT();
  const { language } = useLanguage();

  // A payment made after the hold ended is refunded, not booked: the form goes when the hold does.
  useEffect(() => {
    if (holdEnded || !Number.isFinite(endsAt)) return;
    const timer = setTimeout(
      () => setHoldEnded(true),
      Math.min(Math.max(0, endsAt - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [endsAt, holdEnded]);

  // Back from PayHere through the browser's history, the page may come from its cache as it was
  // left (still "opening"): the button must work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  if (holdEnded)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t(payhereMessages.holdEnded)}
      </p>
    );
  return (
    <form
      method="post"
      action={chosen.action}
      aria-label={t('PayHere checkout')}
      onSubmit={() => setIsLeaving(true)}
      className="space-y-4"
    >
      {Object.entries(chosen.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-ink-muted">
        {t(payhereMessages.explainer, { fee: formatLkr(bookingFeeLkr, language) })}
      </p>
      {offersSaving && <SaveCardBox checked={saveCard} onChange={setSaveCard} />}
      {/* Disabled only after the submit event fired, so the browser still sends the form. */}
      <Button type="submit" size="lg" fullWidth isLoading={isLeaving} aria-disabled={isLeaving}>
        <ExternalLink aria-hidden="true" className="size-4" />
        {t(isLeaving ? payhereMessages.redirecting : payhereMessages.payButton)}
      </Button>
    </form>
  );
}

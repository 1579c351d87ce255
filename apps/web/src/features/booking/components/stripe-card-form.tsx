import { appointmentMessages, paymentMessages } from '@salon/contracts';
import type { SandboxConfirmResponse } from '@salon/contracts';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useScript } from '../../../lib/load-script.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import type { ConfirmPayment } from '../hooks/use-booking-flow.ts';
import { SaveCardBox } from './save-card-box.tsx';

const STRIPE_JS = 'https://js.stripe.com/v3';

/** The few Stripe.js calls used here (https://docs.stripe.com/js). */
interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
}
interface StripeError {
  message?: string;
  code?: string;
  decline_code?: string;
  payment_intent?: { id: string };
}
interface StripeClient {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: {
      payment_method: { card: StripeCardElement; billing_details: { name: string; email: string } };
      setup_future_usage?: 'on_session';
    },
  ): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

interface StripeCardFormProps {
  publishableKey: string;
  billing: { name: string; email: string };
  /** The fee the pay button names (docs/product.md#9). */
  bookingFeeLkr: number;
  isPaying: boolean;
  /** A signed-in customer may keep the card for next time (docs/decisions/0033-saved-cards.md). */
  canSaveCard?: boolean;
  onPay: (confirm: ConfirmPayment, saveCard: boolean) => void;
}

/**
 * docs/architecture.md#payment-providers, stripe: the card is typed into Stripe's hosted Card Element, so
 * card numbers never touch this app. Loaded on demand from js.stripe.com (CSP allows it).
 */
export function StripeCardForm({
  publishableKey,
  billing,
  bookingFeeLkr,
  isPaying,
  canSaveCard = false,
  onPay,
}: StripeCardFormProps) {
  const [saveCard, setSaveCard] = useState(false);
  const status = useScript(STRIPE_JS);
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ client: StripeClient; card: StripeCardElement } | null>(null);
  const [isReady, setIsReady] = useState(false);
  const t = useT();
  const { language } = useLanguage();

  useEffect(() => {
    if (status !== 'ready' || !window.Stripe || !mountRef.current) return;
    const client = window.Stripe(publishableKey);
    const card = client.elements().create('card', { hidePostalCode: true });
    card.on('ready', () => setIsReady(true));
    card.mount(mountRef.current);
    stripeRef.current = { client, card };
    return () => {
      card.destroy();
      stripeRef.current = null;
    };
  }, [status, publishableKey]);

  if (status === 'error') return <Alert>{t(appointmentMessages.paymentUnavailable)}</Alert>;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stripe = stripeRef.current;
    if (!stripe) {
      toast.error(t(appointmentMessages.cardElementMissing));
      return;
    }
    const keep = canSaveCard && saveCard;
    onPay(async (intent): Promise<SandboxConfirmResponse> => {
      // The intent carries this customer's Stripe Customer; on_session keeps the card on it.
      const result = await stripe.client.confirmCardPayment(intent.clientSecret, {
        payment_method: { card: stripe.card, billing_details: billing },
        ...(keep && { setup_future_usage: 'on_session' as const }),
      });
      if (result.paymentIntent) return { paymentIntent: result.paymentIntent };
      const error = result.error ?? {};
      return {
        error: {
          message: error.message ?? '',
          code: error.code ?? 'card_error',
          decline_code: error.decline_code,
          payment_intent: { id: error.payment_intent?.id ?? intent.paymentIntentId },
        },
      };
    }, keep);
  }

  return (
    <form onSubmit={handleSubmit} aria-label={t('Card details')} className="space-y-5">
      {!isReady && <PageLoader label={t('Loading secure card field...')} />}
      <div ref={mountRef} className="min-h-12 rounded-xl border border-sand-300 bg-white px-4 py-3.5" />
      {canSaveCard && <SaveCardBox checked={saveCard} onChange={setSaveCard} />}
      <Button type="submit" size="lg" fullWidth isLoading={isPaying} disabled={!isReady}>
        {!isPaying && <Lock aria-hidden="true" className="size-4" />}
        {isPaying
          ? t(paymentMessages.payButtonBusy)
          : t(paymentMessages.payButton, { fee: formatLkr(bookingFeeLkr, language) })}
      </Button>
    </form>
  );
}
